/** Slot for one digit in a mask pattern. */
export const DIGIT_SLOT = '0';
/** Slot for one letter or digit (upper-cased): the alphanumeric CNPJ issued since July 2026. */
export const ALPHANUMERIC_SLOT = 'A';
export const ALPHANUMERIC_CHAR = /[0-9A-Z]/;

/**
 * Input mask patterns (part 2 §5) in the notation shared by the web's mask library:
 * `0` stands for one digit, `A` for one letter or digit, every other character is a literal.
 */
export const MASKS = {
  cpf: '000.000.000-00',
  cnpj: 'AA.AAA.AAA/AAAA-00',
  cep: '00000-000',
  date: '00/00/0000',
  time: '00:00',
  telefoneFixo: '(00) 0000-0000',
  telefoneCelular: '(00) 00000-0000',
  /** other countries: up to 15 digits, the E.164 maximum */
  telefoneGenerico: '000000000000000',
} as const;
export type MaskName = keyof typeof MASKS;

export const DATE_PLACEHOLDER = 'DD/MM/AAAA';
export const TIME_PLACEHOLDER = 'HH:MM';

/** Years accepted by date fields; anything else is treated as a typing mistake. */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2100;

export const DIGITS = { cpf: 11, cnpj: 14, cep: 8 } as const;

export function onlyDigits(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return String(value).replace(/\D/g, '');
}

/** Letters (upper-cased) and digits only. */
export function onlyAlphanumeric(value: string | null | undefined): string {
  return (value ?? '').toUpperCase().replace(/[^0-9A-Z]/g, '');
}

/**
 * Fills a mask pattern with the characters typed, stopping at the last one available or at the first
 * that does not fit its slot (`applyMask('00000-000', '0131')` gives `'0131'`).
 */
export function applyMask(pattern: string, value: string): string {
  const chars = pattern.includes(ALPHANUMERIC_SLOT) ? onlyAlphanumeric(value) : onlyDigits(value);
  let out = '';
  let literals = '';
  let next = 0;
  for (const slot of pattern) {
    if (next >= chars.length) break;
    if (slot !== DIGIT_SLOT && slot !== ALPHANUMERIC_SLOT) {
      literals += slot;
      continue;
    }
    const char = chars.charAt(next);
    if (slot === DIGIT_SLOT && !/\d/.test(char)) break;
    out += literals + char;
    literals = '';
    next += 1;
  }
  return out;
}

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function isValidDateParts(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (year < MIN_YEAR || year > MAX_YEAR) return false;
  if (month < 1 || month > 12) return false;
  return day >= 1 && day <= daysInMonth(year, month);
}

/** `'31/12/2024'` → `'2024-12-31'`; `null` when incomplete or not a real calendar date. */
export function parseDateBr(text: string | null | undefined): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec((text ?? '').trim());
  if (!match) return null;
  const day = Number(match[1]);
  const month = Number(match[2]);
  const year = Number(match[3]);
  if (!isValidDateParts(year, month, day)) return null;
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/** `'2024-12-31'` (or an ISO datetime, date part taken as written) → `'31/12/2024'`; `''` when invalid. */
export function toDateBr(iso: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec((iso ?? '').trim());
  if (!match) return '';
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (!isValidDateParts(year, month, day)) return '';
  return `${pad2(day)}/${pad2(month)}/${year}`;
}

/** `'7:05'` or `'07:05'` → `'07:05'` (24 h); `null` when not a valid time of day. */
export function parseTime(text: string | null | undefined): string | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec((text ?? '').trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return `${pad2(hours)}:${pad2(minutes)}`;
}

export const PAIS_BRASIL = 'BR';

/** Masks a phone number field offers for a country: Brazil has landline and mobile lengths. */
export function phoneMasksFor(pais: string | null | undefined): readonly string[] {
  return (pais ?? PAIS_BRASIL).toUpperCase() === PAIS_BRASIL
    ? [MASKS.telefoneFixo, MASKS.telefoneCelular]
    : [MASKS.telefoneGenerico];
}

/** Brazilian number `'11912345678'` → `'(11) 91234-5678'`; other lengths are returned as digits. */
export function maskBrazilianPhone(value: string): string {
  const digits = onlyDigits(value);
  if (digits.length === 10) return applyMask(MASKS.telefoneFixo, digits);
  if (digits.length === 11) return applyMask(MASKS.telefoneCelular, digits);
  return digits;
}
