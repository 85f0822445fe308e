import Decimal from 'decimal.js';
import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { EMPTY_DISPLAY } from './formatters-basicos.ts';
import { maskBrazilianPhone, onlyDigits, PAIS_BRASIL } from './masks.ts';

export * from './formatters-basicos.ts';

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

export type TelefoneLike = {
  numero?: string | null;
  /** calling code without `+`, e.g. `'55'` */
  codigo?: string | null;
  /** ISO country, e.g. `'BR'` */
  pais?: string | null;
};

/**
 * Brazilian numbers as `(11) 91234-5678` / `(11) 2345-6789`;
 * numbers of other countries in international form (`+351 912 345 678`).
 */
export function formatPhone(value: TelefoneLike | string | null | undefined): string {
  const phone: TelefoneLike = typeof value === 'string' ? { numero: value } : (value ?? {});
  const digits = onlyDigits(phone.numero);
  if (digits === '') return EMPTY_DISPLAY;
  const codigo = onlyDigits(phone.codigo);
  const pais = phone.pais?.toUpperCase() ?? '';
  const isBrazilian = codigo === '55' || pais === PAIS_BRASIL || (codigo === '' && pais === '');
  if (isBrazilian) return maskBrazilianPhone(digits);
  if (codigo !== '') {
    return parsePhoneNumberFromString(`+${codigo}${digits}`)?.formatInternational() ?? `+${codigo} ${digits}`;
  }
  if (isSupportedCountry(pais))
    return parsePhoneNumberFromString(digits, pais)?.formatInternational() ?? digits;
  return digits;
}
