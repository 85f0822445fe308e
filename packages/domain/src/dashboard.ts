import { z } from 'zod';
import { ZIdQuery } from './ids.ts';
import { dec, moneyString } from './precos/dinheiro.ts';
import { saldoDoFluxo, taxaPercentual } from './precos/painel.ts';
import { isValidIsoDate } from './validacao.ts';

/**
 * The home dashboard (decision 0029): figures of a period (`inicio`–`fim`, days in America/Sao_Paulo,
 * both included; default the current month) and, optionally, one consultant. Every amount is a decimal
 * string with two places; every rate a decimal string with one place, in percent, or null when its base is 0.
 */
export const DASHBOARD_MESSAGES = {
  dataInvalida: 'Data inválida: use o formato AAAA-MM-DD.',
  periodoInvalido: 'A data final deve ser igual ou posterior à inicial.',
  periodoLongo: 'Escolha um período de no máximo 366 dias.',
  erroCarregar: 'Erro ao carregar o painel.',
} as const;

export const DASHBOARD_PERIODO_MAX_DIAS = 366;
/** An issuance is late after 48 h in the queue (issue 17). */
export const DASHBOARD_EMISSAO_ATRASO_HORAS = 48;
/** Passports expiring within 6 months of a booked trip. */
export const DASHBOARD_PASSAPORTE_MESES = 6;
export const DASHBOARD_TOP_CLIENTES = 5;
export const DASHBOARD_RECEBER_DIAS = 7;

const ZDia = z.string().refine((d) => /^\d{4}-\d{2}-\d{2}$/.test(d) && isValidIsoDate(d), {
  message: DASHBOARD_MESSAGES.dataInvalida,
});

/** GET /api/dashboard/?inicio&fim&consultor */
export const ZDashboardQuery = z.object({
  inicio: ZDia.optional(),
  fim: ZDia.optional(),
  consultor: ZIdQuery.optional(),
});
export type DashboardQuery = z.infer<typeof ZDashboardQuery>;

const ZValor = z.string();
const ZTaxa = z.string().nullable();

/**
 * The funnel's stages, each a subset of the previous one (decision 0084): sales created in the period → with a
 * request → with a quote → with a quote in the cart → invoiced → concluded.
 */
export const ETAPAS_DO_FUNIL = [
  'vendas',
  'solicitacoes',
  'cotacoes',
  'carrinho',
  'faturadas',
  'concluidas',
] as const;
export type EtapaDoFunil = (typeof ETAPAS_DO_FUNIL)[number];

const ZFaturamento = z.object({
  servicos: z.number().int(),
  receita: ZValor,
  custo: ZValor,
  margem: ZValor,
  margem_pct: ZTaxa,
  /**
   * the margin net of the fees of their concluded payments (each payment's fee shared by its parts), their
   * issuances' commissions, refunds and exchange difference (decision 0067)
   */
  margem_liquida: ZValor,
  margem_liquida_pct: ZTaxa,
  /** those services whose commissions exceed their gross margin, and their sales (newest first, at most 10) */
  comissao_acima_da_margem: z.object({
    quantidade: z.number().int(),
    vendas: z.array(z.number().int()),
  }),
});

const ZFunil = z.array(
  z.object({ etapa: z.enum(ETAPAS_DO_FUNIL), quantidade: z.number().int(), taxa: ZTaxa }),
);
const ZVendasPorStatus = z.array(z.object({ status: z.string(), quantidade: z.number().int() }));

/** A money pair of the cash flow: what the clients owe in, what the agency owes out, and the net. */
const ZFluxo = z.object({ receber: ZValor, pagar: ZValor, saldo: ZValor });

export const ZDashboard = z.object({
  periodo: z.object({ inicio: z.string(), fim: z.string(), consultor: z.number().int().nullable() }),
  /** sales created in the period, by status (every status of the sale, zeros included) */
  vendas_por_status: ZVendasPorStatus,
  /**
   * The funnel of the period's sales (decision 0084): the sales created in the period, and of them those with a
   * request, with a quote, with a quote in the cart, invoiced (a service) and concluded; each stage is a
   * subset of the previous one, counted per sale, so `taxa` (its count ÷ the previous stage's) is at most 100.
   */
  funil: ZFunil,
  /** services (born when a cart is invoiced) created in the period, cancelled ones left out */
  faturamento: ZFaturamento,
  /** open client payments: overdue (due before today) and due today up to 7 days ahead; not period-bound */
  recebiveis: z.object({
    vencidos: z.object({ quantidade: z.number().int(), valor: ZValor }),
    a_vencer_7_dias: z.object({ quantidade: z.number().int(), valor: ZValor }),
  }),
  /** issuances still pending in the queue more than 48 h after creation; not period-bound */
  emissoes_atrasadas: z.object({ quantidade: z.number().int() }),
  /** open payment orders; not period-bound */
  ordens_abertas: z.object({ quantidade: z.number().int(), valor: ZValor }),
  /**
   * services released (faturar) by a financeiro exception while their concluded payments did not cover them,
   * not cancelled: how many and what they still lack of concluded payments; not period-bound
   */
  liberados_sem_pagamento: z.object({ quantidade: z.number().int(), valor: ZValor }),
  /** the clients with the most revenue of invoiced services in the period */
  top_clientes: z.array(
    z.object({ contato: z.number().int(), nome: z.string(), vendas: z.number().int(), valor: ZValor }),
  ),
  /**
   * The previous period: as long as this one and just before it, with the same consultant; its figures as
   * this period's (decision 0084)
   */
  anterior: z.object({
    periodo: z.object({ inicio: z.string(), fim: z.string() }),
    vendas_por_status: ZVendasPorStatus,
    funil: ZFunil,
    faturamento: ZFaturamento,
  }),
  /**
   * Each consultant's period (0 = sales without one): sales created and concluded of them (`conversao` =
   * concluded ÷ created), the revenue, cost and margin of the services created (net of the period's refunds,
   * as `faturamento`), the sales those services came from and the average ticket (revenue ÷ those sales)
   */
  ranking_consultores: z.array(
    z.object({
      consultor: z.number().int(),
      nome: z.string(),
      vendas: z.number().int(),
      concluidas: z.number().int(),
      conversao: ZTaxa,
      faturadas: z.number().int(),
      receita: ZValor,
      margem: ZValor,
      margem_pct: ZTaxa,
      ticket_medio: ZValor.nullable(),
    }),
  ),
  /**
   * The suppliers of the period's services not cancelled (the quote's supplier; a flight's, its first
   * ticket's; 0 = none): how many services, their revenue (volume), cost and margin; the largest volumes first
   */
  ranking_fornecedores: z.array(
    z.object({
      fornecedor: z.number().int(),
      nome: z.string(),
      servicos: z.number().int(),
      receita: ZValor,
      custo: ZValor,
      margem: ZValor,
      margem_pct: ZTaxa,
    }),
  ),
  /**
   * The cash flow from today (not period-bound): open client payments by due date and open payment orders by
   * theirs, overdue ones in `atrasados`, then eight weeks of seven days from today; `sem_vencimento`: open
   * ones without a due date
   */
  fluxo_caixa: z.object({
    atrasados: ZFluxo,
    semanas: z.array(ZFluxo.extend({ inicio: z.string(), fim: z.string() })),
    sem_vencimento: ZFluxo,
  }),
  alertas: z.object({
    /** passports that expire before the trip's date + 6 months, for trips from today on */
    passaportes: z.array(
      z.object({
        contato: z.number().int(),
        nome: z.string(),
        validade: z.string(),
        venda: z.number().int(),
        embarque: z.string(),
      }),
    ),
    /** clients whose birthday falls in the current week (Monday–Sunday, São Paulo) */
    aniversarios: z.array(
      z.object({ contato: z.number().int(), nome: z.string(), data_nascimento: z.string() }),
    ),
  }),
});
export type Dashboard = z.infer<typeof ZDashboard>;

export function periodoValido(inicio: string, fim: string): boolean {
  return inicio <= fim;
}

/**
 * Who sees the whole agency on the dashboard and may choose a consultant: administrators and the
 * financeiro and comissao departments (decision 0029). Everyone else sees the figures of their own sales
 * as consultant (the `consultor` filter is forced to themselves).
 */
export function podeVerPainelCompleto(user: {
  is_superuser?: boolean | undefined;
  pertencente: readonly string[];
}): boolean {
  return (
    user.is_superuser === true ||
    user.pertencente.includes('financeiro') ||
    user.pertencente.includes('comissao')
  );
}

/** Receivables by due date, as the dashboard counts them and Contas a Receber filters them (`vencimento`). */
export const VENCIMENTOS_RECEBIVEIS = ['vencidos', 'a_vencer_7_dias'] as const;
export type VencimentoRecebivel = (typeof VENCIMENTOS_RECEBIVEIS)[number];

function diaUtc(dia: string): Date {
  return new Date(`${dia}T00:00:00Z`);
}
function somarDias(dia: string, dias: number): string {
  const d = diaUtc(dia);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
}

/** The current month of a day 'YYYY-MM-DD': its first and last days. */
export function mesDoDia(dia: string): { inicio: string; fim: string } {
  const [ano, mes] = dia.split('-').map(Number) as [number, number];
  const ultimo = new Date(Date.UTC(ano, mes, 0)).getUTCDate();
  const mm = String(mes).padStart(2, '0');
  return { inicio: `${ano}-${mm}-01`, fim: `${ano}-${mm}-${String(ultimo).padStart(2, '0')}` };
}

/** Days from `inicio` to `fim`, both included. */
export function diasDoPeriodo(inicio: string, fim: string): number {
  return Math.round((diaUtc(fim).getTime() - diaUtc(inicio).getTime()) / 86_400_000) + 1;
}

/** The week (Monday to Sunday) of a day 'YYYY-MM-DD', as its seven days. */
export function semanaDoDia(dia: string): string[] {
  const semana = diaUtc(dia).getUTCDay(); // 0 = Sunday
  const segunda = somarDias(dia, semana === 0 ? -6 : 1 - semana);
  return Array.from({ length: 7 }, (_, i) => somarDias(segunda, i));
}

/**
 * The birthdays ('MM-DD') that fall in the week of `dia`, in the week's order; a 29 February birthday is
 * kept on the 28th in a year without it.
 */
export function aniversariosDaSemana(dia: string): string[] {
  const dias = semanaDoDia(dia).map((d) => d.slice(5));
  const fev28 = dias.indexOf('02-28');
  if (fev28 >= 0 && !dias.includes('02-29') && dias[fev28 + 1] === '03-01')
    dias.splice(fev28 + 1, 0, '02-29');
  return dias;
}

/** Days from `de` to `ate` (both included) read from the services, added to the months or taken from them. */
export type DiasDoRanking = { de: string; ate: string; sinal: 1 | -1 };

/**
 * How the top clients of a period are summed (decision 0062): the months from `meses.de` to `meses.ate` (their
 * first days) whole from the monthly rollup, plus or minus the services of some days at the ends. At each end
 * that cuts a month, the days on the smaller side of the cut are read: those inside the period added (the
 * month left out), or those outside subtracted from the whole month — so the current month up to today reads
 * only the days after today, and the last 366 days only a few days at the start.
 */
export function partesDoPeriodo(
  inicio: string,
  fim: string,
): { meses: { de: string; ate: string } | null; dias: DiasDoRanking[] } {
  const primeiro = mesDoDia(inicio);
  const ultimo = mesDoDia(fim);
  if (primeiro.inicio === ultimo.inicio) {
    const dentro = diasDoPeriodo(inicio, fim);
    if (dentro <= diasDoPeriodo(primeiro.inicio, primeiro.fim) - dentro)
      return { meses: null, dias: [{ de: inicio, ate: fim, sinal: 1 }] };
    const dias: DiasDoRanking[] = [];
    if (inicio > primeiro.inicio) dias.push({ de: primeiro.inicio, ate: somarDias(inicio, -1), sinal: -1 });
    if (fim < primeiro.fim) dias.push({ de: somarDias(fim, 1), ate: primeiro.fim, sinal: -1 });
    return { meses: { de: primeiro.inicio, ate: primeiro.inicio }, dias };
  }
  let de = primeiro.inicio;
  let ate = ultimo.inicio;
  const dias: DiasDoRanking[] = [];
  if (inicio > primeiro.inicio) {
    if (diasDoPeriodo(inicio, primeiro.fim) <= diasDoPeriodo(primeiro.inicio, inicio) - 1) {
      dias.push({ de: inicio, ate: primeiro.fim, sinal: 1 });
      de = somarDias(primeiro.fim, 1);
    } else dias.push({ de: primeiro.inicio, ate: somarDias(inicio, -1), sinal: -1 });
  }
  if (fim < ultimo.fim) {
    if (diasDoPeriodo(ultimo.inicio, fim) <= diasDoPeriodo(fim, ultimo.fim) - 1) {
      dias.push({ de: ultimo.inicio, ate: fim, sinal: 1 });
      ate = mesDoDia(somarDias(ultimo.inicio, -1)).inicio;
    } else dias.push({ de: somarDias(fim, 1), ate: ultimo.fim, sinal: -1 });
  }
  return { meses: de <= ate ? { de, ate } : null, dias };
}

/** The period just before `inicio`–`fim`, as long as it (decision 0084). */
export function periodoAnterior(inicio: string, fim: string): { inicio: string; fim: string } {
  const dias = diasDoPeriodo(inicio, fim);
  return { inicio: somarDias(inicio, -dias), fim: somarDias(inicio, -1) };
}

/**
 * The funnel from each sale's furthest stage (decision 0084): `alcancadas[k]` sales stopped at stage k (the
 * index in `ETAPAS_DO_FUNIL` of the last stage they reached with every one before it); a stage counts the
 * sales that reached it or a later one, so each is a subset of the previous one and its rate at most 100 %.
 */
export function funilDasVendas(
  alcancadas: readonly { etapa: number; quantidade: number }[],
): Dashboard['funil'] {
  const contagens = ETAPAS_DO_FUNIL.map((_, k) =>
    alcancadas.reduce((n, a) => (a.etapa >= k ? n + a.quantidade : n), 0),
  );
  return ETAPAS_DO_FUNIL.map((etapa, k) => ({
    etapa,
    quantidade: contagens[k] ?? 0,
    taxa: k === 0 ? null : taxaPercentual(contagens[k] ?? 0, contagens[k - 1] ?? 0),
  }));
}

/** The stages a sale reached, in the funnel's order (whether each was reached at all). */
export type MarcosDaVenda = {
  solicitacao: boolean;
  cotacao: boolean;
  carrinho: boolean;
  faturada: boolean;
  concluida: boolean;
};

/** A sale's furthest stage: the index of the last stage reached with every one before it (0 = created only). */
export function etapaDaVenda(m: MarcosDaVenda): number {
  const marcos = [m.solicitacao, m.cotacao, m.carrinho, m.faturada, m.concluida];
  const primeiraFalta = marcos.indexOf(false);
  return primeiraFalta === -1 ? marcos.length : primeiraFalta;
}

/** How many weeks the cash flow shows after the overdue bucket. */
export const FLUXO_SEMANAS = 8;

/** The cash flow's weeks: eight runs of seven days, the first starting today. */
export function semanasDoFluxo(hoje: string): { inicio: string; fim: string }[] {
  return Array.from({ length: FLUXO_SEMANAS }, (_, i) => ({
    inicio: somarDias(hoje, 7 * i),
    fim: somarDias(hoje, 7 * i + 6),
  }));
}

/** The last day the cash flow reads. */
export function fimDoFluxo(hoje: string): string {
  return somarDias(hoje, 7 * FLUXO_SEMANAS - 1);
}

/**
 * The cash flow (decision 0084) from amounts per due day ('YYYY-MM-DD', or null without one): before today in
 * `atrasados`, today and the next 55 days in their week, later days left out; each bucket's net is
 * `saldoDoFluxo`.
 */
export function fluxoPorSemana(
  hoje: string,
  dias: readonly { vencimento: string | null; receber: string; pagar: string }[],
): Dashboard['fluxo_caixa'] {
  const semanas = semanasDoFluxo(hoje).map((s) => ({ ...s, receber: dec(0), pagar: dec(0) }));
  const atrasados = { receber: dec(0), pagar: dec(0) };
  const semVencimento = { receber: dec(0), pagar: dec(0) };
  const fim = fimDoFluxo(hoje);
  for (const d of dias) {
    const balde =
      d.vencimento === null
        ? semVencimento
        : d.vencimento < hoje
          ? atrasados
          : d.vencimento > fim
            ? null
            : semanas[Math.floor((diasDoPeriodo(hoje, d.vencimento) - 1) / 7)];
    if (!balde) continue;
    balde.receber = balde.receber.plus(d.receber);
    balde.pagar = balde.pagar.plus(d.pagar);
  }
  const par = (b: { receber: ReturnType<typeof dec>; pagar: ReturnType<typeof dec> }) => ({
    receber: moneyString(b.receber),
    pagar: moneyString(b.pagar),
    saldo: saldoDoFluxo(b.receber, b.pagar),
  });
  return {
    atrasados: par(atrasados),
    semanas: semanas.map((s) => ({ inicio: s.inicio, fim: s.fim, ...par(s) })),
    sem_vencimento: par(semVencimento),
  };
}
