// The public entry of features/milhas-proprias: what another feature may use of it (scripts/check-walls.mjs).
export { CONTAS_PROPRIAS_TEXTS, ContasProprias } from './components/contas-proprias.tsx';
export { MOVIMENTO_TEXTS } from './components/movimento-dialog.tsx';
export { MOVIMENTOS_TEXTS } from './components/movimentos-dialog.tsx';
