// The public entry of features/contas-bancarias: what another feature may use of it (scripts/check-walls.mjs).
export { useContasBancarias } from './api/contas-bancarias.ts';
