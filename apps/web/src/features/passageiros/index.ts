// The public entry of features/passageiros: what another feature may use of it (scripts/check-walls.mjs).
export { useAvisosDaEmissao } from './api/passageiros.ts';
export { AVISOS_TEXTS, AvisosDocumentos } from './components/avisos-documentos.tsx';
export { PASSAGEIROS_TEXTS, PassageirosDoCarrinho } from './components/passageiros-do-carrinho.tsx';
