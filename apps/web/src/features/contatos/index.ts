// The public entry of features/contatos: what another feature may use of it (scripts/check-walls.mjs).
export { useBuscaCreditoStatus } from './api/buscar-credito.ts';
