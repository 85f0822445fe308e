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
