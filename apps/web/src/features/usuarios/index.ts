// The public entry of features/usuarios: what another feature may use of it (scripts/check-walls.mjs).
export { ContaClienteAcao } from './components/conta-cliente-acao.tsx';
