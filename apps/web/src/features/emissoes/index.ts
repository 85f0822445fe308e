// The public entry of features/emissoes: what another feature may use of it (scripts/check-walls.mjs).
export { useEmissao } from './api/get-emissao.ts';
export { useEmissoesConcluidasDaVenda } from './api/get-emissoes-venda.ts';
export { cartoesAtivosQueryOptions, useCartoesAtivos, usePagamentosEmissao } from './api/pagamentos.ts';
export { EmissaoStatusChip } from './components/emissao-status-chip.tsx';
export { MARCADOR_TEXTOS, MarcadorTempo } from './components/marcador-tempo.tsx';
export { MinhasEmissoes } from './components/minhas-emissoes.tsx';
export { codigoEmissao, nomeOuTraco } from './lib/emissao-texto.ts';
