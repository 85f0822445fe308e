// The public entry of features/financeiro: what another feature may use of it (scripts/check-walls.mjs).

export { DRE_PATH } from './api/get-dre.ts';
