export * from './auth.ts';
export * from './logs.ts';
export * from './notificacoes.ts';
export * from './referencia.ts';
export * from './usuarios.ts';
