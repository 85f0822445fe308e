// Amounts in reais as the screens show them, without the phone library of `formatters.ts` (which re-exports
// this module): a screen that shows money but no phone number loads only this.
import Decimal from 'decimal.js';
import { EMPTY_DISPLAY } from './formatters-basicos.ts';

export type MoneyInput = string | number | Decimal | null | undefined;

export const EMPTY_MONEY = 'R$ -';

/** Parses an amount as the API sends it (`"1234.56"`); `null` when empty or not a number. */
export function toDecimal(value: MoneyInput): Decimal | null {
  if (value === null || value === undefined) return null;
  if (Decimal.isDecimal(value)) return value.isFinite() ? value : null;
  if (typeof value === 'number') return Number.isFinite(value) ? new Decimal(value) : null;
  const text = value.trim();
  if (text === '' || !/^[-+]?(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  return new Decimal(text);
}

function groupThousands(integer: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** `R$ 1.234,56`; zero as `-`; empty or unreadable as `R$ -`. */
export function formatMoney(value: MoneyInput): string {
  const amount = toDecimal(value);
  if (amount === null) return EMPTY_MONEY;
  const rounded = amount.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  if (rounded.isZero()) return EMPTY_DISPLAY;
  const [integer = '0', cents = '00'] = rounded.abs().toFixed(2).split('.');
  return `${rounded.isNegative() ? '-' : ''}R$ ${groupThousands(integer)},${cents}`;
}
