import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { EMPTY_DISPLAY } from './formatters-basicos.ts';
import { maskBrazilianPhone, onlyDigits, PAIS_BRASIL } from './masks.ts';

export * from './formatters-basicos.ts';
export * from './formatters-dinheiro.ts';

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
