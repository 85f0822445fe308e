// The public entry of features/notificacoes: what another feature may use of it (scripts/check-walls.mjs).
export { NotificacoesLista } from './components/notificacoes-lista.tsx';
