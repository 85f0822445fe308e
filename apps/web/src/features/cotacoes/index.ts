// The public entry of features/cotacoes: what another feature may use of it (scripts/check-walls.mjs).
export { useCotacoesDoOrcamento } from './api/get-cotacoes-orcamento.ts';
export { useCotadores } from './api/get-cotadores.ts';
export { CotacoesTable } from './components/cotacoes-table.tsx';
export { OrcamentoCotacoesPanel } from './components/orcamento-cotacoes-panel.tsx';
