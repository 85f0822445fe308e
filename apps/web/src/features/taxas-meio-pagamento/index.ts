// The public entry of features/taxas-meio-pagamento: what another feature may use of it (scripts/check-walls.mjs).
export { useTaxasMeioPagamento } from './api/taxas-meio-pagamento.ts';
