/**
 * Data export (part 2 §2 Export page, §7 Export; decision 0029): one button per dataset, the server streams
 * `GET /api/exportar/{dataset}.csv` or `.xlsx` with the list's own filters as query pairs.
 */
export const EXPORTAR_DATASETS = [
  'contatos',
  'vendas',
  'orcamentos',
  'cotacoes',
  'pagamentos',
  'empresas',
  'emissoes',
  'fidelidades',
  'programas',
  'servicos',
  'moedas',
  'milhas',
  'milhas-validadas',
  'racs',
] as const;
export type ExportarDataset = (typeof EXPORTAR_DATASETS)[number];

export const EXPORTAR_FORMATOS = ['csv', 'xlsx'] as const;
export type ExportarFormato = (typeof EXPORTAR_FORMATOS)[number];

/** The name on the button ("Exportar {name}") and in the file ("{name}.csv"), as the spec lists them. */
export const EXPORTAR_NOMES: Record<ExportarDataset, string> = {
  contatos: 'contatos',
  vendas: 'vendas',
  orcamentos: 'orcamentos',
  cotacoes: 'cotacoes',
  pagamentos: 'pagamentos',
  empresas: 'empresas',
  emissoes: 'emissoes',
  fidelidades: 'fidelidades',
  programas: 'programas',
  servicos: 'servicos',
  moedas: 'moedas',
  milhas: 'milhas',
  'milhas-validadas': 'milhas validadas',
  racs: 'racs',
};

export function isExportarDataset(nome: string): nome is ExportarDataset {
  return (EXPORTAR_DATASETS as readonly string[]).includes(nome);
}

export const EXPORTAR_MESSAGES = {
  botao: (nome: string) => `Exportar ${nome}`,
  iniciando: 'O download começará em instantes.',
  erro: (erro: string) => `Erro ao fazer download: ${erro}`,
  datasetDesconhecido: 'Conjunto de dados desconhecido.',
  formatoDesconhecido: 'Formato desconhecido: use .csv ou .xlsx.',
} as const;

export function exportarArquivo(dataset: ExportarDataset, formato: ExportarFormato): string {
  return `${EXPORTAR_NOMES[dataset]}.${formato}`;
}
