import { type AccessSubject, canReachRestrictedRoute, type RestrictedRoute } from './permissions.ts';

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

/**
 * The restricted route whose list a dataset is (null: a list every staff member opens). The miles table's
 * screen is the `milhas` route and the validated purchases are the authorization panel's, so their exports
 * need those routes, as their screens do (decision 0029).
 */
export const EXPORTAR_ROTA_RESTRITA: Record<ExportarDataset, RestrictedRoute | null> = {
  contatos: null,
  vendas: null,
  orcamentos: null,
  cotacoes: null,
  pagamentos: null,
  empresas: null,
  emissoes: null,
  fidelidades: null,
  programas: null,
  servicos: null,
  moedas: null,
  milhas: 'milhas',
  'milhas-validadas': 'painel-autorizacao',
  racs: null,
};

/** Whether a user may export a dataset: staff, with the restricted route of its list when it has one. */
export function podeExportar(user: AccessSubject, dataset: ExportarDataset): boolean {
  if (!user.is_staff || user.cliente) return false;
  const rota = EXPORTAR_ROTA_RESTRITA[dataset];
  return rota === null || canReachRestrictedRoute(user, rota);
}

/** The address of an export, with the list's filters as query pairs (empty values left out). */
export function exportarUrl(
  dataset: ExportarDataset,
  formato: ExportarFormato,
  filtros: Record<string, string | number | boolean | null | undefined> = {},
): string {
  const pares = new URLSearchParams();
  for (const [chave, valor] of Object.entries(filtros)) {
    if (valor !== null && valor !== undefined && valor !== '') pares.set(chave, String(valor));
  }
  const query = pares.toString();
  return `/api/exportar/${dataset}.${formato}${query ? `?${query}` : ''}`;
}

/** What the export audit-log `tipo` means, shown in the Logs screens. */
export const EXPORTAR_LOG_TIPOS: Record<string, string> = {
  exportacao: 'Planilha exportada',
};
