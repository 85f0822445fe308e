export * from './auth.ts';
export * from './logs.ts';
export * from './notificacoes.ts';
export * from './usuarios.ts';
