import Decimal from 'decimal.js';

/** Money and rates are Decimals; `toCents` rounds half-up to cents, only at the edges (display, storage). */
export const D = Decimal.clone({ precision: 20, rounding: Decimal.ROUND_HALF_UP });
export type Dec = InstanceType<typeof D>;
export type DecimalInput = Dec | string | number;

export const ZERO = new D(0);
export const ONE = new D(1);
export const HUNDRED = new D(100);

export function dec(value: DecimalInput | null | undefined): Dec {
  if (value === null || value === undefined || value === '') return ZERO;
  return value instanceof D ? value : new D(value);
}

export function toCents(value: DecimalInput): Dec {
  return dec(value).toDecimalPlaces(2, D.ROUND_HALF_UP);
}

/** Fixed two-decimal string, as the API sends money ("1234.50"). */
export function moneyString(value: DecimalInput): string {
  return toCents(value).toFixed(2);
}

/** The order of two amounts or rates sent as decimal strings (`"1234.50"`, `"16.7"`), exact: <0, 0 or >0. */
export function compararDecimais(a: DecimalInput, b: DecimalInput): number {
  return dec(a).comparedTo(dec(b));
}

/** Adds the values given; empty ones (null, undefined, '') count as zero without costing an operation. */
export function sum(values: readonly (DecimalInput | null | undefined)[]): Dec {
  let total = ZERO;
  for (const value of values) {
    if (value !== null && value !== undefined && value !== '') total = total.plus(value);
  }
  return total;
}

/** Amount sent to the card provider: value × 100, truncated (part 1 §9). */
export function toProviderCents(value: DecimalInput): number {
  return dec(value).times(HUNDRED).truncated().toNumber();
}

/** `part / base × 100` with 2 decimals; 0 when the base is 0 (part 2 §5). */
export function percentOf(part: DecimalInput, base: DecimalInput): Dec {
  const b = dec(base);
  if (b.isZero()) return ZERO;
  return dec(part).div(b).times(HUNDRED).toDecimalPlaces(2, D.ROUND_HALF_UP);
}
