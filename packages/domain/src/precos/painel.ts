import { type DecimalInput, dec, HUNDRED, moneyString, toCents } from './dinheiro.ts';

/**
 * The dashboard's amounts and rates (decision 0084), each computed once here with decimal.js. A rate is a
 * string in percent with one decimal ("31.4"), or null when its base is zero.
 */

/** `parte ÷ base` in percent, one decimal (half up); null when the base is zero. */
export function taxaPercentual(parte: DecimalInput, base: DecimalInput): string | null {
  const b = dec(base);
  if (b.isZero()) return null;
  return dec(parte).div(b).times(HUNDRED).toDecimalPlaces(1).toFixed(1);
}

/**
 * How much a figure moved from the previous period, in percent of the previous one's size (one decimal, half
 * up): 100 → 150 is "50.0", 100 → 50 is "-50.0", −200 → −100 is "50.0" (a loss that halved went up). Null
 * when the previous figure is zero: no base to compare with ("—" on screen).
 */
export function variacaoPercentual(atual: DecimalInput, anterior: DecimalInput): string | null {
  const a = dec(anterior);
  if (a.isZero()) return null;
  return dec(atual).minus(a).div(a.abs()).times(HUNDRED).toDecimalPlaces(1).toFixed(1);
}

/** The average ticket: revenue ÷ the sales it came from, in cents; null without sales. */
export function ticketMedio(receita: DecimalInput, vendas: number): string | null {
  if (vendas <= 0) return null;
  return moneyString(dec(receita).div(vendas));
}

/** A week's (or the overdue bucket's) net cash: what the clients owe in less what the agency owes out. */
export function saldoDoFluxo(receber: DecimalInput, pagar: DecimalInput): string {
  return moneyString(toCents(receber).minus(toCents(pagar)));
}
