import { z } from 'zod';
import { mesDoDia } from './dashboard.ts';
import { hojeNaAgencia } from './formatters-basicos.ts';
import {
  type AccessSubject,
  canReachRestrictedRoute,
  podeUsarExportar,
  type RestrictedRoute,
} from './permissions.ts';
import { isValidIsoDate, VALIDACAO_MESSAGES } from './validacao.ts';

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

/**
 * The name on the button ("Exportar {name}") and in the file ("{name}.csv"): the spec's datasets, written in
 * Portuguese with their accents (decision 0083).
 */
export const EXPORTAR_NOMES: Record<ExportarDataset, string> = {
  contatos: 'contatos',
  vendas: 'vendas',
  orcamentos: 'orçamentos',
  cotacoes: 'cotações',
  pagamentos: 'pagamentos',
  empresas: 'empresas',
  emissoes: 'emissões',
  fidelidades: 'fidelidades',
  programas: 'programas',
  servicos: 'serviços',
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
  dataInvalida: 'Data inválida: use o formato AAAA-MM-DD.',
  periodoIncompleto: 'Informe as duas datas do período.',
  periodoInvertido: 'A data final deve ser igual ou posterior à inicial.',
} as const;

/**
 * The date each dataset's period applies to (decision 0083), as the screen's help text names it; null for the
 * registers that are their current state (the loyalty programmes, the currencies, the miles table in force),
 * which export whole whatever the period.
 */
export const EXPORTAR_DATA_DO_PERIODO: Record<ExportarDataset, string | null> = {
  contatos: 'data de cadastro do contato',
  vendas: 'data de criação da venda',
  orcamentos: 'data do pedido de orçamento',
  cotacoes: 'data da cotação',
  pagamentos: 'data de vencimento do pagamento',
  empresas: 'data de cadastro da empresa',
  emissoes: 'data de entrada na fila de emissão',
  fidelidades: 'data de cadastro da conta',
  programas: null,
  servicos: 'data de faturamento do serviço',
  moedas: null,
  milhas: null,
  'milhas-validadas': 'data da validação',
  racs: 'data de abertura da RAC',
};

const ZDiaDoPeriodo = z
  .string({ error: EXPORTAR_MESSAGES.dataInvalida })
  .refine(isValidIsoDate, EXPORTAR_MESSAGES.dataInvalida);

/** The period's two query pairs, `de` and `ate` ('YYYY-MM-DD', both included); without them, every row. */
export const ZPeriodoExportacao = z.object({
  de: ZDiaDoPeriodo.optional(),
  ate: ZDiaDoPeriodo.optional(),
});
export type PeriodoExportacao = z.infer<typeof ZPeriodoExportacao>;

/** The period's rules on a parsed query: both dates or none, the end not before the start. */
export function conferirPeriodo(periodo: PeriodoExportacao, ctx: z.RefinementCtx): void {
  const { de, ate } = periodo;
  if ((de === undefined) !== (ate === undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: [de === undefined ? 'de' : 'ate'],
      message: EXPORTAR_MESSAGES.periodoIncompleto,
    });
  } else if (de !== undefined && ate !== undefined && ate < de) {
    ctx.addIssue({ code: 'custom', path: ['ate'], message: EXPORTAR_MESSAGES.periodoInvertido });
  }
}

/** The screen's form: both dates required ('YYYY-MM-DD'), the end not before the start. */
export const ZPeriodoExportacaoForm = z
  .object({
    de: z.string().nullable(),
    ate: z.string().nullable(),
  })
  .superRefine((periodo, ctx) => {
    for (const campo of ['de', 'ate'] as const) {
      const valor = periodo[campo];
      if (valor === null || valor === '' || !isValidIsoDate(valor))
        ctx.addIssue({ code: 'custom', path: [campo], message: VALIDACAO_MESSAGES.dataInvalida });
    }
    if (periodo.de && periodo.ate && isValidIsoDate(periodo.de) && isValidIsoDate(periodo.ate))
      conferirPeriodo({ de: periodo.de, ate: periodo.ate }, ctx);
  })
  .transform((periodo) => ({ de: periodo.de ?? '', ate: periodo.ate ?? '' }));

/** The screen's default period: the current month in the agency's time zone. */
export function periodoPadraoExportacao(agora: Date = new Date()): { de: string; ate: string } {
  const { inicio, fim } = mesDoDia(hojeNaAgencia(agora));
  return { de: inicio, ate: fim };
}

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
  if (!podeUsarExportar(user)) return false;
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
