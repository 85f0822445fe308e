// The public entry of features/vendas: what another feature may use of it (scripts/check-walls.mjs).
export { ChatPanel } from './components/chat-panel.tsx';
export { clienteDaVenda } from './lib/cliente-da-venda.ts';
