import { z } from 'zod';
import { ZIdQuery } from './ids.ts';
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

export const ZDashboard = z.object({
  periodo: z.object({ inicio: z.string(), fim: z.string(), consultor: z.number().int().nullable() }),
  /** sales created in the period, by status (every status of the sale, zeros included) */
  vendas_por_status: z.array(z.object({ status: z.string(), quantidade: z.number().int() })),
  /**
   * The funnel of the period: quote requests → quotes → quotes in the cart → services → issuances, each
   * counted by its creation day; `taxa` of a step = its count ÷ the previous step's (the first has none).
   */
  funil: z.array(
    z.object({
      etapa: z.enum(['solicitacoes', 'cotacoes', 'carrinho', 'servicos', 'emissoes']),
      quantidade: z.number().int(),
      taxa: ZTaxa,
    }),
  ),
  /** services (born when a cart is invoiced) created in the period, cancelled ones left out */
  faturamento: z.object({
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
  }),
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
