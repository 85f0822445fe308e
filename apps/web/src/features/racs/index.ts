// The public entry of features/racs: what another feature may use of it (scripts/check-walls.mjs).
export { RECEBIVEIS_TEXTOS, RecebiveisFornecedorSecao } from './components/recebiveis-fornecedor-secao.tsx';
