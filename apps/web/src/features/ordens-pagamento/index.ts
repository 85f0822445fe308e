// The public entry of features/ordens-pagamento: what another feature may use of it (scripts/check-walls.mjs).
export { VARIACAO_TEXTOS, VariacaoCambialVenda } from './components/variacao-cambial-venda.tsx';
