// The formatters that need no library: ids, dates and times in the agency's zone, documents, elapsed time.
// List screens import this module; `formatters.ts` (money and phones) re-exports it.
import { applyMask, DIGITS, MASKS, onlyAlphanumeric, onlyDigits } from './masks.ts';

/** What display formatters show when there is nothing to show. */
export const EMPTY_DISPLAY = '-';

/**
 * Dates and times carrying an offset are shown in the agency's time zone, so the
 * web, the PDFs and the e-mails agree whatever the machine's zone is.
 */
export const DISPLAY_TIME_ZONE = 'America/Sao_Paulo';

const DIA_NA_AGENCIA = new Intl.DateTimeFormat('en-CA', {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day 'YYYY-MM-DD' in the agency's time zone at `agora` (due dates and payment dates are its days). */
export function hojeNaAgencia(agora: Date = new Date()): string {
  return DIA_NA_AGENCIA.format(agora);
}

export function formatId(id: number | string | null | undefined): string {
  if (id === null || id === undefined || id === '') return '0000';
  return String(id).padStart(4, '0');
}

type DateTimeParts = { year: string; month: string; day: string; hour: string; minute: string };

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;
const TIME_ONLY = /^(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

let zonedFormatter: Intl.DateTimeFormat | undefined;

function partsInDisplayZone(date: Date): DateTimeParts {
  zonedFormatter ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: DISPLAY_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const found: Record<string, string> = {};
  for (const part of zonedFormatter.formatToParts(date)) found[part.type] = part.value;
  return {
    year: found.year ?? '',
    month: found.month ?? '',
    day: found.day ?? '',
    hour: found.hour ?? '',
    minute: found.minute ?? '',
  };
}

export type DateInput = string | Date | null | undefined;

/**
 * Reads `YYYY-MM-DD` and datetimes without an offset as written (wall-clock),
 * and instants (`Date`, ISO with `Z` or an offset) in the display time zone.
 */
function toParts(value: DateInput): (DateTimeParts & { hasTime: boolean }) | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? null : { ...partsInDisplayZone(value), hasTime: true };
  }
  const text = value.trim();
  const dateOnly = DATE_ONLY.exec(text);
  if (dateOnly) {
    const [, year = '', month = '', day = ''] = dateOnly;
    return { year, month, day, hour: '00', minute: '00', hasTime: false };
  }
  const local = LOCAL_DATE_TIME.exec(text);
  if (local) {
    const [, year = '', month = '', day = '', hour = '', minute = ''] = local;
    return { year, month, day, hour, minute, hasTime: true };
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text)) return null;
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? null : { ...partsInDisplayZone(instant), hasTime: true };
}

/** `DD/MM/YYYY` */
export function formatDate(value: DateInput): string {
  const parts = toParts(value);
  return parts ? `${parts.day}/${parts.month}/${parts.year}` : EMPTY_DISPLAY;
}

/** `HH:mm` from a datetime or a `HH:MM[:SS]` time. */
export function formatTime(value: DateInput): string {
  if (typeof value === 'string') {
    const time = TIME_ONLY.exec(value.trim());
    if (time) return `${time[1]}:${time[2]}`;
  }
  const parts = toParts(value);
  return parts?.hasTime ? `${parts.hour}:${parts.minute}` : EMPTY_DISPLAY;
}

/** `DD/MM/YYYY HH:mm` (or only the date for a date without time). */
export function formatDateTime(value: DateInput, { separator = ' ' }: { separator?: string } = {}): string {
  const parts = toParts(value);
  if (!parts) return EMPTY_DISPLAY;
  const date = `${parts.day}/${parts.month}/${parts.year}`;
  return parts.hasTime ? `${date}${separator}${parts.hour}:${parts.minute}` : date;
}

function formatDocument(
  value: string | null | undefined,
  pattern: string,
  length: number,
  clean: (text: string | null | undefined) => string = onlyDigits,
): string {
  const chars = clean(value);
  if (chars === '') return EMPTY_DISPLAY;
  const masked = applyMask(pattern, chars);
  return chars.length === length && masked.length === pattern.length ? masked : chars;
}

/** `000.000.000-00` */
export function formatCpf(value: string | null | undefined): string {
  return formatDocument(value, MASKS.cpf, DIGITS.cpf);
}

/** `00.000.000/0000-00`, also for the alphanumeric CNPJ (`12.ABC.345/01DE-35`). */
export function formatCnpj(value: string | null | undefined): string {
  return formatDocument(value, MASKS.cnpj, DIGITS.cnpj, onlyAlphanumeric);
}

/** `00000-000` */
export function formatCep(value: string | null | undefined): string {
  return formatDocument(value, MASKS.cep, DIGITS.cep);
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

function toInstant(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Whole hours between two instants (`to` defaults to now); `null` when a date is missing. */
export function elapsedHours(from: DateInput, to: DateInput = new Date()): number | null {
  const start = toInstant(from);
  const end = toInstant(to);
  if (!start || !end) return null;
  return Math.floor(Math.max(0, end.getTime() - start.getTime()) / HOUR_MS);
}

/** `52 horas`, `1 hora`, or under one hour `35 minutos`, `1 minuto`. */
export function formatElapsed(from: DateInput, to: DateInput = new Date()): string {
  const start = toInstant(from);
  const end = toInstant(to);
  if (!start || !end) return EMPTY_DISPLAY;
  const ms = Math.max(0, end.getTime() - start.getTime());
  if (ms < HOUR_MS) {
    const minutes = Math.floor(ms / MINUTE_MS);
    return `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
  }
  const hours = Math.floor(ms / HOUR_MS);
  return `${hours} ${hours === 1 ? 'hora' : 'horas'}`;
}
