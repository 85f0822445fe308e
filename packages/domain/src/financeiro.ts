import { z } from 'zod';
import {
  aliquotasDaConfiguracao,
  type ConfiguracaoFiscalDados,
  type ContaContabil,
  type PlanoContas,
  TRIBUTOS_LABELS,
  type Tributo,
} from './fiscal.ts';
import {
  type Dec,
  type DecimalInput,
  dec,
  HUNDRED,
  moneyString,
  sum,
  toCents,
  ZERO,
} from './precos/dinheiro.ts';
import { calcularReceitaPropria, type ReceitaPropria, type ServicoDaReceita } from './receita-propria.ts';
import { isValidIsoDate } from './validacao.ts';

/**
 * The income statement (DRE) and the accountant's journal (decision 0091). The API reads the period's
 * services, payments, issuances and bank lines; every figure is computed here, item by item, and each line is
 * the sum of its items, so a line always equals its drill-down and the journal's accounts equal the lines.
 *
 * - competencia: the services of the sales concluded in the period (their whole own revenue, refunds
 *   included), the fees of those sales' concluded payments and the commissions of their issuances;
 * - caixa: what was received in the period (concluded payments dated in it), each service's cost, RAV and
 *   incentive in the share of its value received then, refunds paid to the client in the period, the fees of
 *   the payments received and the commissions of the issuances issued in the period.
 * Both: the bank fees of the statement lines of the period ignored as `tarifa_bancaria`; the taxes per service
 * on its own revenue (none on a negative one) at the settings' rates, each to the cent.
 */

export const REGIMES_DRE = ['competencia', 'caixa'] as const;
export type RegimeDre = (typeof REGIMES_DRE)[number];
export const REGIMES_DRE_LABELS: Record<RegimeDre, string> = {
  competencia: 'Competência',
  caixa: 'Caixa',
};

export const FINANCEIRO_MESSAGES = {
  dreTitulo: 'DRE',
  dataInvalida: 'Data inválida: use o formato AAAA-MM-DD.',
  periodoInvalido: 'A data final deve ser igual ou posterior à inicial.',
  periodoLongo: 'O período da DRE vai até 366 dias.',
  mesInvalido: 'Mês inválido: use o formato AAAA-MM.',
  contaInvalida: 'Linha da DRE desconhecida.',
  exportar: 'Exportar para a contabilidade',
  erroCarregar: 'Erro ao carregar a DRE.',
  semItens: 'Nenhum lançamento nesta linha.',
} as const;

/** What each audit-log `tipo` of the area means. */
export const FINANCEIRO_LOG_TIPOS: Record<string, string> = {
  exportacao_contabil: 'Arquivo da contabilidade exportado',
};

/** The DRE's lines, in order: `tipo` says how it is shown and whether it opens a drill-down. */
export const LINHAS_DRE = {
  vendas_brutas: { descricao: 'Vendas brutas (informativo)', tipo: 'informativo' },
  intermediado: {
    descricao: 'Valores intermediados, repassados a fornecedores (informativo)',
    tipo: 'informativo',
  },
  receita_rav: { descricao: 'Receita de RAV', tipo: 'receita' },
  receita_incentivos: { descricao: 'Incentivos e comissões de fornecedores', tipo: 'receita' },
  receita_taxas: { descricao: 'Taxas cobradas do cliente', tipo: 'receita' },
  receita_cambio: { descricao: 'Variação cambial', tipo: 'receita' },
  estornos: { descricao: '(−) Estornos e cancelamentos (RAC)', tipo: 'deducao' },
  receita_propria: { descricao: 'Receita própria', tipo: 'subtotal' },
  iss: { descricao: `(−) ${TRIBUTOS_LABELS.iss}`, tipo: 'deducao' },
  simples: { descricao: `(−) ${TRIBUTOS_LABELS.simples}`, tipo: 'deducao' },
  pis: { descricao: `(−) ${TRIBUTOS_LABELS.pis}`, tipo: 'deducao' },
  cofins: { descricao: `(−) ${TRIBUTOS_LABELS.cofins}`, tipo: 'deducao' },
  irpj: { descricao: `(−) ${TRIBUTOS_LABELS.irpj}`, tipo: 'deducao' },
  csll: { descricao: `(−) ${TRIBUTOS_LABELS.csll}`, tipo: 'deducao' },
  receita_liquida: { descricao: 'Receita líquida', tipo: 'subtotal' },
  taxas_meio_pagamento: { descricao: '(−) Taxas de cartão e gateway', tipo: 'custo' },
  comissoes: { descricao: '(−) Comissões da equipe', tipo: 'custo' },
  tarifas_bancarias: { descricao: '(−) Tarifas bancárias', tipo: 'custo' },
  resultado: { descricao: 'Resultado', tipo: 'subtotal' },
} as const satisfies Record<string, { descricao: string; tipo: TipoLinhaDre }>;
export type ContaDre = keyof typeof LINHAS_DRE;
export type TipoLinhaDre = 'informativo' | 'receita' | 'deducao' | 'subtotal' | 'custo';
export const CONTAS_DRE = Object.keys(LINHAS_DRE) as ContaDre[];
/** The lines that sum items (every one but the subtotals): each opens its drill-down. */
export const CONTAS_DRE_COM_ITENS = CONTAS_DRE.filter((c) => LINHAS_DRE[c].tipo !== 'subtotal');

const ZDia = z.string().refine((d) => /^\d{4}-\d{2}-\d{2}$/.test(d) && isValidIsoDate(d), {
  message: FINANCEIRO_MESSAGES.dataInvalida,
});

/** GET /api/financeiro/dre/?inicio=&fim=&consultor=&regime= (days in America/Sao_Paulo, both included). */
export const ZDreQuery = z
  .object({
    inicio: ZDia,
    fim: ZDia,
    consultor: z.coerce.number().int().positive().optional(),
    regime: z.enum(REGIMES_DRE).default('competencia'),
  })
  .superRefine((q, ctx) => {
    if (q.fim < q.inicio)
      ctx.addIssue({ code: 'custom', path: ['fim'], message: FINANCEIRO_MESSAGES.periodoInvalido });
    else if (Date.parse(q.fim) - Date.parse(q.inicio) > 366 * 86_400_000) {
      ctx.addIssue({ code: 'custom', path: ['fim'], message: FINANCEIRO_MESSAGES.periodoLongo });
    }
  });
export type DreQuery = z.infer<typeof ZDreQuery>;

/** GET /api/financeiro/dre/itens/?conta=&… : the drill-down of one line. */
export const ZDreItensQuery = z.object({
  inicio: ZDia,
  fim: ZDia,
  consultor: z.coerce.number().int().positive().optional(),
  regime: z.enum(REGIMES_DRE).default('competencia'),
  conta: z.enum(CONTAS_DRE_COM_ITENS as [ContaDre, ...ContaDre[]], {
    message: FINANCEIRO_MESSAGES.contaInvalida,
  }),
});
export type DreItensQuery = z.infer<typeof ZDreItensQuery>;

/** GET /api/financeiro/contabilidade/?mes=AAAA-MM */
export const ZContabilidadeQuery = z.object({
  mes: z
    .string()
    .refine((m) => /^\d{4}-(0[1-9]|1[0-2])$/.test(m), { message: FINANCEIRO_MESSAGES.mesInvalido }),
});

/** The first and last day of a month `AAAA-MM`. */
export function periodoDoMes(mes: string): { inicio: string; fim: string } {
  const [ano, m] = mes.split('-').map(Number) as [number, number];
  const ultimo = new Date(Date.UTC(ano, m, 0)).getUTCDate();
  return { inicio: `${mes}-01`, fim: `${mes}-${String(ultimo).padStart(2, '0')}` };
}

export const ZLinhaDre = z.object({
  conta: z.enum(CONTAS_DRE as [ContaDre, ...ContaDre[]]),
  descricao: z.string(),
  tipo: z.enum(['informativo', 'receita', 'deducao', 'subtotal', 'custo']),
  valor: z.string(),
});
export type LinhaDre = z.infer<typeof ZLinhaDre>;

export const ZDre = z.object({
  periodo: z.object({ inicio: z.string(), fim: z.string() }),
  regime: z.enum(REGIMES_DRE),
  consultor: z.number().int().nullable(),
  regime_tributario: z.string(),
  linhas: z.array(ZLinhaDre),
  vendas_brutas: z.string(),
  intermediado: z.string(),
  receita_propria: z.string(),
  resultado: z.string(),
});
export type Dre = z.infer<typeof ZDre>;

export const TIPOS_ITEM_DRE = ['servico', 'pagamento', 'emissao', 'movimento'] as const;
export type TipoItemDre = (typeof TIPOS_ITEM_DRE)[number];
export const TIPOS_ITEM_DRE_LABELS: Record<TipoItemDre, string> = {
  servico: 'Serviço',
  pagamento: 'Pagamento',
  emissao: 'Emissão',
  movimento: 'Movimento bancário',
};

export const ZItemDre = z.object({
  tipo: z.enum(TIPOS_ITEM_DRE),
  id: z.number().int(),
  venda: z.number().int().nullable(),
  data: z.string(),
  descricao: z.string(),
  valor: z.string(),
});
export type ItemDre = z.infer<typeof ZItemDre>;

export const ZDreItens = z.object({
  conta: z.enum(CONTAS_DRE as [ContaDre, ...ContaDre[]]),
  descricao: z.string(),
  valor: z.string(),
  itens: z.array(ZItemDre),
});
export type DreItens = z.infer<typeof ZDreItens>;

/** A service as the DRE reads it: the inputs of its own revenue, already for the period's regime. */
export type ServicoDre = ServicoDaReceita & {
  id: number;
  venda: number;
  data: string;
  descricao: string;
};
export type PagamentoDre = { id: number; venda: number; data: string; descricao: string; taxa: DecimalInput };
export type EmissaoDre = {
  id: number;
  venda: number;
  data: string;
  descricao: string;
  comissao: DecimalInput;
};
export type MovimentoDre = { id: number; data: string; descricao: string; valor: DecimalInput };

export type EntradaDre = {
  servicos: readonly ServicoDre[];
  pagamentos: readonly PagamentoDre[];
  emissoes: readonly EmissaoDre[];
  movimentos: readonly MovimentoDre[];
  fiscal: Pick<ConfiguracaoFiscalDados, 'aliquota_iss' | 'tributos'>;
};

/**
 * A service's inputs for the cash view: what was received of it in the period (`recebido`) out of its value;
 * its cost, RAV and incentive in that share, each to the cent. The period's refunds and exchange difference
 * are passed as they were paid in it.
 */
export function servicoNoCaixa(
  servico: ServicoDaReceita & { valor_total: DecimalInput | null },
  recebido: DecimalInput,
): ServicoDaReceita {
  const total = dec(servico.valor_total);
  const parte = total.isZero() ? ZERO : entreZeroEUm(dec(recebido).div(total));
  return {
    ...servico,
    pago: recebido,
    custo: toCents(dec(servico.custo).times(parte)),
    rav: toCents(dec(servico.rav).times(parte)),
    incentivo: toCents(dec(servico.incentivo).times(parte)),
  };
}

function entreZeroEUm(valor: Dec): Dec {
  if (valor.lt(0)) return ZERO;
  return valor.gt(1) ? dec(1) : valor;
}

/** A tax on a service's own revenue: the rate (percent) of its positive part, to the cent. */
export function tributoDoServico(propria: DecimalInput, aliquota: DecimalInput): Dec {
  const base = dec(propria);
  if (base.lte(0)) return ZERO;
  return toCents(base.times(dec(aliquota)).div(HUNDRED));
}

type ItemCalculado = Omit<ItemDre, 'valor'> & { valor: Dec };

/** Every line's items, signed as the line shows them (deductions and costs negative). */
export function itensDaDre(entrada: EntradaDre): Record<ContaDre, ItemCalculado[]> {
  const itens = Object.fromEntries(CONTAS_DRE.map((c) => [c, [] as ItemCalculado[]])) as Record<
    ContaDre,
    ItemCalculado[]
  >;
  const aliquotas = aliquotasDaConfiguracao(entrada.fiscal);
  for (const servico of entrada.servicos) {
    const r: ReceitaPropria = calcularReceitaPropria(servico);
    const base = { tipo: 'servico' as const, id: servico.id, venda: servico.venda, data: servico.data };
    const item = (conta: ContaDre, valor: Dec, descricao = servico.descricao) => {
      if (!valor.isZero()) itens[conta].push({ ...base, descricao, valor });
    };
    item('vendas_brutas', dec(servico.pago));
    item('intermediado', r.intermediado);
    item('receita_rav', r.por_tipo.rav);
    item('receita_incentivos', r.por_tipo.incentivos);
    item('receita_taxas', r.por_tipo.taxas);
    item('receita_cambio', r.por_tipo.cambio);
    item('estornos', r.por_tipo.estornos);
    for (const { tributo, aliquota } of aliquotas) {
      item(tributo, tributoDoServico(r.propria, aliquota).neg());
    }
  }
  for (const p of entrada.pagamentos) {
    const valor = dec(p.taxa).neg();
    if (!valor.isZero()) itens.taxas_meio_pagamento.push({ tipo: 'pagamento', ...p, valor });
  }
  for (const e of entrada.emissoes) {
    const valor = dec(e.comissao).neg();
    if (!valor.isZero()) itens.comissoes.push({ tipo: 'emissao', ...e, valor });
  }
  for (const m of entrada.movimentos) {
    itens.tarifas_bancarias.push({ tipo: 'movimento', ...m, venda: null, valor: dec(m.valor).neg() });
  }
  return itens;
}

const RECEITAS: ContaDre[] = [
  'receita_rav',
  'receita_incentivos',
  'receita_taxas',
  'receita_cambio',
  'estornos',
];
const TRIBUTOS: Tributo[] = ['iss', 'simples', 'pis', 'cofins', 'irpj', 'csll'];
const CUSTOS: ContaDre[] = ['taxas_meio_pagamento', 'comissoes', 'tarifas_bancarias'];

/** The lines: each the sum of its items, the subtotals sums of lines; a tax the regime has not is left out. */
export function calcularDre(entrada: EntradaDre): { linhas: LinhaDre[]; valores: Record<ContaDre, Dec> } {
  const itens = itensDaDre(entrada);
  const valores = Object.fromEntries(CONTAS_DRE.map((c) => [c, sum(itens[c].map((i) => i.valor))])) as Record<
    ContaDre,
    Dec
  >;
  valores.receita_propria = sum(RECEITAS.map((c) => valores[c]));
  valores.receita_liquida = valores.receita_propria.plus(sum(TRIBUTOS.map((t) => valores[t])));
  valores.resultado = valores.receita_liquida.plus(sum(CUSTOS.map((c) => valores[c])));
  const doRegime = new Set<string>(aliquotasDaConfiguracao(entrada.fiscal).map((a) => a.tributo));
  const linhas = CONTAS_DRE.filter((c) => !(TRIBUTOS as string[]).includes(c) || doRegime.has(c)).map(
    (conta) => ({
      conta,
      descricao: LINHAS_DRE[conta].descricao,
      tipo: LINHAS_DRE[conta].tipo,
      valor: moneyString(valores[conta]),
    }),
  );
  return { linhas, valores };
}

/** One journal entry: one debit and one credit of the same amount (so every entry balances). */
export type Lancamento = {
  data: string;
  debito: string;
  credito: string;
  valor: Dec;
  historico: string;
  documento: string;
};

/** The chart of accounts kind each DRE line is booked against, beside cash (or the payable it creates). */
const CONTRAPARTIDA: Partial<Record<ContaDre, { conta: ContaContabil; contra: ContaContabil }>> = {
  intermediado: { conta: 'fornecedores', contra: 'caixa_bancos' },
  receita_rav: { conta: 'receita_rav', contra: 'caixa_bancos' },
  receita_incentivos: { conta: 'receita_incentivos', contra: 'caixa_bancos' },
  receita_taxas: { conta: 'receita_taxas', contra: 'caixa_bancos' },
  receita_cambio: { conta: 'receita_cambio', contra: 'caixa_bancos' },
  estornos: { conta: 'estornos', contra: 'caixa_bancos' },
  iss: { conta: 'impostos_sobre_receita', contra: 'impostos_a_recolher' },
  simples: { conta: 'impostos_sobre_receita', contra: 'impostos_a_recolher' },
  pis: { conta: 'impostos_sobre_receita', contra: 'impostos_a_recolher' },
  cofins: { conta: 'impostos_sobre_receita', contra: 'impostos_a_recolher' },
  irpj: { conta: 'impostos_sobre_receita', contra: 'impostos_a_recolher' },
  csll: { conta: 'impostos_sobre_receita', contra: 'impostos_a_recolher' },
  taxas_meio_pagamento: { conta: 'taxas_meio_pagamento', contra: 'caixa_bancos' },
  comissoes: { conta: 'comissoes', contra: 'comissoes_a_pagar' },
  tarifas_bancarias: { conta: 'tarifas_bancarias', contra: 'caixa_bancos' },
};

const DOCUMENTO: Record<TipoItemDre, string> = {
  servico: 'Serviço',
  pagamento: 'Pagamento',
  emissao: 'Emissão',
  movimento: 'Extrato',
};

/**
 * The journal of the DRE's items: a revenue item credits its revenue account against cash (a negative one,
 * the other way round), the intermediated amount credits the suppliers against cash, a tax debits the taxes on
 * revenue against the taxes payable, a cost debits its account against cash (a commission against the
 * commissions payable). So the revenue, tax and cost accounts' balances are the DRE's lines.
 */
export function lancamentosDaDre(entrada: EntradaDre, plano: PlanoContas): Lancamento[] {
  const itens = itensDaDre(entrada);
  const lancamentos: Lancamento[] = [];
  for (const conta of CONTAS_DRE) {
    const par = CONTRAPARTIDA[conta];
    if (!par) continue;
    for (const item of itens[conta]) {
      // the line's account is credited by a positive item (a revenue) and debited by a negative one (a
      // deduction, a cost, a loss), so its balance is the line
      const creditaConta = item.valor.gt(0);
      lancamentos.push({
        data: item.data,
        debito: creditaConta ? plano[par.contra] : plano[par.conta],
        credito: creditaConta ? plano[par.conta] : plano[par.contra],
        valor: item.valor.abs(),
        historico: `${LINHAS_DRE[conta].descricao.replace(/^\(−\) /, '')} — ${item.descricao}`,
        documento: `${DOCUMENTO[item.tipo]} ${item.id}${item.venda === null ? '' : ` / Venda ${item.venda}`}`,
      });
    }
  }
  return lancamentos.sort((a, b) => a.data.localeCompare(b.data));
}

/** The balance (credits − debits) of each account code over the journal. */
export function saldosDasContas(lancamentos: readonly Lancamento[]): Map<string, Dec> {
  const saldos = new Map<string, Dec>();
  for (const l of lancamentos) {
    saldos.set(l.credito, (saldos.get(l.credito) ?? ZERO).plus(l.valor));
    saldos.set(l.debito, (saldos.get(l.debito) ?? ZERO).minus(l.valor));
  }
  return saldos;
}

export { podeVerFiscal as podeVerFinanceiro } from './fiscal.ts';
