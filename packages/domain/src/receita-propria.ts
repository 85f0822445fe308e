import { z } from 'zod';
import { defineEnum } from './enum.ts';
import { type Dec, type DecimalInput, dec, moneyString, sum, ZERO } from './precos/dinheiro.ts';

/**
 * What the agency earns on a service, apart from what only passes through it (decision 0091). A travel agency
 * intermediates: of what the client paid, the fares, hotels and cars go to the suppliers (the intermediated
 * amount, outside the agency's revenue and outside the NFS-e's base); the rest is the agency's own revenue,
 * by kind:
 *
 * - rav: the RAV lines of the service's quote (the agency's service fee on tickets, hotels, cars, others);
 * - incentivos: the incentives and commissions the suppliers grant on the quote (`valor_incentivo`), which
 *   the agency keeps out of what it passes on to them;
 * - taxas: the rest of what the client paid above the real cost and the RAV (the quote's adjustment, the
 *   instalments' interest, the fees charged to the client; negative when the client paid less than the
 *   cost);
 * - cambio: the exchange gain (positive) or loss (negative) of the orders paid at another rate than the
 *   quote's (decision 0066's `diferenca_cambial` with the opposite sign);
 * - estornos: the RACs' refunds to the client, less what the suppliers refunded (always ≤ 0 when the supplier
 *   refunds no more than the client got).
 *
 * intermediado = custo + diferenca_cambial − incentivo − reembolso_fornecedor: what stayed with the suppliers.
 * By construction intermediado + propria = pago − reembolso_cliente, what the client paid net of refunds; the
 * reconciliation checks it against the payments and RACs as stored (invariant `receita_propria`).
 *
 * A cancelled service earns no RAV nor incentive: what the client paid and was not refunded (a penalty kept)
 * is a fee. Every input is an amount to the cent, so no figure is rounded.
 */

export const TIPOS_RECEITA_PROPRIA = defineEnum({
  rav: { label: 'RAV' },
  incentivos: { label: 'Incentivos e comissões de fornecedores' },
  taxas: { label: 'Taxas cobradas do cliente' },
  cambio: { label: 'Ganho cambial' },
  estornos: { label: 'Estornos e cancelamentos (RAC)' },
});
export type TipoReceitaPropria = (typeof TIPOS_RECEITA_PROPRIA.values)[number];

export type ServicoDaReceita = {
  cancelado: boolean;
  /** what the client paid on the service (its parts of the concluded payments) */
  pago: DecimalInput | null;
  /** the real cost: what the agency pays the suppliers for it (the quote's `custo_agencia`, decision 0037) */
  custo: DecimalInput | null;
  /** the RAV lines of the quote */
  rav: DecimalInput | null;
  /** the incentive of the quote (`valor_incentivo`) */
  incentivo: DecimalInput | null;
  /** exchange loss (positive) or gain (negative) of its orders (decision 0066) */
  diferenca_cambial?: DecimalInput | null;
  /** what the RACs refunded to the client */
  reembolso_cliente?: DecimalInput | null;
  /** what the suppliers refunded the agency on the RACs */
  reembolso_fornecedor?: DecimalInput | null;
};

export type ReceitaPropria = {
  /** what the client paid net of refunds */
  pago: Dec;
  intermediado: Dec;
  propria: Dec;
  por_tipo: Record<TipoReceitaPropria, Dec>;
};

/** The one computation of a service's own revenue and intermediated amount (see above). */
export function calcularReceitaPropria(servico: ServicoDaReceita): ReceitaPropria {
  const pagoBruto = dec(servico.pago);
  const custo = dec(servico.custo);
  const diferencaCambial = dec(servico.diferenca_cambial);
  const reembolsoCliente = dec(servico.reembolso_cliente);
  const reembolsoFornecedor = dec(servico.reembolso_fornecedor);
  const rav = servico.cancelado ? ZERO : dec(servico.rav);
  const incentivo = servico.cancelado ? ZERO : dec(servico.incentivo);
  const porTipo: Record<TipoReceitaPropria, Dec> = {
    rav,
    incentivos: incentivo,
    taxas: pagoBruto.minus(custo).minus(rav),
    cambio: diferencaCambial.neg(),
    estornos: reembolsoFornecedor.minus(reembolsoCliente),
  };
  const intermediado = custo.plus(diferencaCambial).minus(incentivo).minus(reembolsoFornecedor);
  return {
    pago: pagoBruto.minus(reembolsoCliente),
    intermediado,
    propria: sum(Object.values(porTipo)),
    por_tipo: porTipo,
  };
}

/** The sum of several services' figures (a sale, a month). */
export function somarReceitasProprias(receitas: readonly ReceitaPropria[]): ReceitaPropria {
  const porTipo = Object.fromEntries(
    TIPOS_RECEITA_PROPRIA.values.map((tipo) => [tipo, sum(receitas.map((r) => r.por_tipo[tipo]))]),
  ) as Record<TipoReceitaPropria, Dec>;
  return {
    pago: sum(receitas.map((r) => r.pago)),
    intermediado: sum(receitas.map((r) => r.intermediado)),
    propria: sum(receitas.map((r) => r.propria)),
    por_tipo: porTipo,
  };
}

export const RECEITA_PROPRIA_MESSAGES = {
  titulo: 'Receita própria',
  intermediado: 'Intermediado (repassado a fornecedores)',
  propria: 'Receita própria da agência',
  pago: 'Pago pelo cliente (líquido de reembolsos)',
} as const;

/** The figures as the API sends them (money strings). */
export const ZReceitaPropria = z.object({
  pago: z.string(),
  intermediado: z.string(),
  propria: z.string(),
  por_tipo: z.object({
    rav: z.string(),
    incentivos: z.string(),
    taxas: z.string(),
    cambio: z.string(),
    estornos: z.string(),
  }),
});
export type ReceitaPropriaTexto = z.infer<typeof ZReceitaPropria>;

export function receitaPropriaEmTexto(receita: ReceitaPropria): ReceitaPropriaTexto {
  return {
    pago: moneyString(receita.pago),
    intermediado: moneyString(receita.intermediado),
    propria: moneyString(receita.propria),
    por_tipo: {
      rav: moneyString(receita.por_tipo.rav),
      incentivos: moneyString(receita.por_tipo.incentivos),
      taxas: moneyString(receita.por_tipo.taxas),
      cambio: moneyString(receita.por_tipo.cambio),
      estornos: moneyString(receita.por_tipo.estornos),
    },
  };
}
