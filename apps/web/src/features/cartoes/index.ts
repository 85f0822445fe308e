// The public entry of features/cartoes: what another feature may use of it (scripts/check-walls.mjs).
export { useCartoes } from './api/cartoes.ts';
