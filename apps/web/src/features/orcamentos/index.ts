// The public entry of features/orcamentos: what another feature may use of it (scripts/check-walls.mjs).
export type { OrcamentoDetalhado } from './api/orcamentos-detalhado.ts';
export { ORCAMENTO_COLUNAS } from './components/orcamentos-colunas.tsx';
export {
  SOLICITACOES_TITULO,
  SolicitacoesOrcamentoSection,
} from './components/solicitacoes-orcamento-section.tsx';
