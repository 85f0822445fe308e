// The public entry of features/mensagens: what another feature may use of it (scripts/check-walls.mjs).

export { ConfiguracaoLembretesCard } from './components/configuracao-lembretes-card.tsx';
export { Conversa } from './components/conversa.tsx';
export { PreferenciasWhatsapp } from './components/preferencias-whatsapp.tsx';
