/**
 * Reads the text of airline confirmation e-mails (LATAM, GOL, Azul and similar layouts) into leg drafts.
 * A flight is a flight number (`LA 3455`, `Voo G3 1234`, `AD4071`) with the airports, times and date around
 * it; flights are grouped by blank-line paragraphs, each paragraph either opening with the flight number
 * (details below it) or closing with it (details above it).
 */
import { fullYear, isValidDayMonth, textMonth } from './dates.ts';
import { PNR_MESSAGES } from './messages.ts';
import { parseClockTime } from './times.ts';
import type { DraftsResult, LegDraft } from './types.ts';

/** Airlines whose designator alone (without "Voo") marks a flight number in an e-mail. */
const KNOWN_AIRLINES = new Set(
  (
    'LA JJ G3 AD 2Z TP AA UA DL AF KL LH IB UX AR AV CM H2 O6 AC BA EK QR TK LX AZ AM ET SA JL NH CX SQ EY ' +
    'KE VS LY TA XL 4M LP JA OB Z8 P5 B6 WN NK F9 AS Y4 VB 5U SK AY EI OS SN LO TO HV U2 FR VY W4 QF NZ'
  ).split(' '),
);

/** Upper-case three-letter words that are not airports in these e-mails (FOR, THE and CIA are: Fortaleza, Teresina, Ciampino). */
const NOT_AIRPORTS = new Set(
  (
    'GOL VOO IDA DIA AND CPF BRL USD EUR TAX PIX LTD SEU SUA NAO SIM MAS COM POR DOS DAS UMA ' +
    'VIP PNR ETA ETD TAP UTC GMT BRT CEP MIN HRS NET ALL YOU ARE NOT PDF APP WEB CNH RNE SMS OUT SET'
  ).split(' '),
);

const MONTH_NAMES =
  'janeiro|jan|fevereiro|fev|february|feb|março|marco|march|mar|abril|abr|april|apr|maio|mai|may|junho|june|jun|' +
  'julho|july|jul|agosto|ago|august|aug|setembro|september|sept|set|sep|outubro|october|out|oct|novembro|' +
  'november|nov|dezembro|december|dez|dec';

const RE_DATE_NUMERIC = /(?<![\d/])(\d{1,2})\/(\d{1,2})(?:\/(\d{4}|\d{2}))?(?![\d/])/g;
const RE_DATE_TEXT = new RegExp(
  `(?<!\\d)(\\d{1,2})(?:º|°)?\\s*(?:de\\s+)?(${MONTH_NAMES})\\.?(?![A-Za-zÀ-ÿ])(?:,?\\s*(?:de\\s+)?(\\d{4}))?(?!\\d)`,
  'gi',
);
/** 'Mar 10, 2027', as e-mails in English print dates. */
const RE_DATE_MONTH_FIRST = new RegExp(
  `(?<![A-Za-zÀ-ÿ])(${MONTH_NAMES})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?(?![\\d:hH])(?:,?\\s+(\\d{4}))?(?!\\d)`,
  'gi',
);
/** A number next to a word: the only lines where a written date can be. */
const RE_DATE_TEXT_HINT = /\d[º°]?\s*(?:de\s+)?[A-Za-zç]{3}|[A-Za-z]{3}\.?\s+\d/;
const RE_DIGIT = /\d/;
const RE_TIME = /(?<![\d:])([01]?\d|2[0-3])[:hH]([0-5]\d)(?:\s?([AaPp])\.?\s?[Mm]\.?)?(?![\d:])(?!\s*min)/g;
const RE_FLIGHT =
  /(?<![A-Za-zÀ-ÿ\d])((?:[Vv][OoÔô][Oo]|[Ff][Ll][Ii][Gg][Hh][Tt])\s*(?:[Nn][º°o]\.?\s*)?:?\s*)?([A-Z][A-Z\d]|\d[A-Z])\s?-?\s?(\d{1,4})(?![A-Za-zÀ-ÿ\d:/])/g;
/** "Voo 1234" without a designator: the airline comes from the one brand the e-mail names. */
const RE_FLIGHT_BARE =
  /(?<![A-Za-zÀ-ÿ\d])(?:[Vv][OoÔô][Oo]|VÔO|[Ff][Ll][Ii][Gg][Hh][Tt])\s*(?:[Nn][º°o]\.?\s*)?:?\s*(\d{2,4})(?![A-Za-zÀ-ÿ\d:/])/;
const BRANDS: readonly (readonly [RegExp, string])[] = [
  [/\bLATAM\b|latam\.com/i, 'LA'],
  [/\bGOL\b|\bGol Linhas|voegol/, 'G3'],
  [/\bAzul\b|\bAZUL\b|voeazul/, 'AD'],
];
const RE_AIRPORT_PAREN = /\(([A-Z]{3})\)/g;
const RE_AIRPORT = /(?<![A-Za-zÀ-ÿ\d])([A-Z]{3})(?![A-Za-zÀ-ÿ\d])/g;
/** Lines where a bare code counts as an airport: with a time, an arrow or a table bar, or opening the line. */
const RE_ROUTE_HINT = /[→➔➝✈>|]|->|\s[-–—]\s/;
const RE_LINE_START_CODE = /^\s*[A-Z]{3}(?![A-Za-zÀ-ÿ\d])/;
const RE_CLASS =
  /(?:[Cc]lasse|CLASSE|[Cc]lass|CLASS)(?:\s+(?:tarif[áa]ria|TARIF[ÁA]RIA|de\s+reserva|DE\s+RESERVA))?\s*:?\s*\(?([A-Z])\)?(?![A-Za-zÀ-ÿ\d])/;
const RE_OPERATED =
  /(?:[Oo]perad[oa]|OPERAD[OA]|[Oo]perated|OPERATED)\s+(?:por|POR|by|BY)\s*:?\s*([^|·•;\n]+?)\s*(?=$|[|·•;(]|\s[-–—]\s|\.(?:\s|$))/;
const RE_PLUS_DAYS = /(?:^|[\s(])\+\s?([1-3])(?:\s?dias?)?(?=$|[\s)])/;
const RE_NEXT_DAY = /dia seguinte|next day/i;
/** Durations and layovers print hours like times ('1h35', 'Conexão: 2h10'): their times are ignored. */
const RE_DURATION = /dura[çc][ãa]o|tempo de|espera|conex[ãa]o|parada|duration|layover/i;

interface EmailDate {
  day: number;
  month: number;
  year: number | null;
  text: string;
}

interface EmailTime {
  minutes: number;
  text: string;
}

interface LineInfo {
  flight: { airline: string; number: string } | null;
  dates: EmailDate[];
  times: EmailTime[];
  airports: string[];
  plusDays: number | null;
  operatedBy: string | null;
  bookingClass: string | null;
  blank: boolean;
}

function blankOut(text: string, start: number, length: number): string {
  return text.slice(0, start) + ' '.repeat(length) + text.slice(start + length);
}

function readDates(text: string): { dates: EmailDate[]; rest: string } {
  const found: FoundDate[] = [];
  if (text.includes('/')) collectNumericDates(text, found);
  if (RE_DATE_TEXT_HINT.test(text)) collectTextDates(text, found);
  if (found.length === 0) return { dates: [], rest: text };
  found.sort((a, b) => a.index - b.index);
  let rest = text;
  for (const item of found) rest = blankOut(rest, item.index, item.length);
  return { dates: found.map((item) => item.date), rest };
}

type FoundDate = { index: number; date: EmailDate; length: number };

function collectNumericDates(text: string, found: FoundDate[]): void {
  for (const match of text.matchAll(RE_DATE_NUMERIC)) {
    const day = Number(match[1]);
    const month = Number(match[2]);
    if (!isValidDayMonth(day, month)) continue;
    const year = match[3] ? fullYear(match[3]) : null;
    found.push({ index: match.index, length: match[0].length, date: { day, month, year, text: match[0] } });
  }
}

function collectTextDates(text: string, found: FoundDate[]): void {
  for (const match of text.matchAll(RE_DATE_TEXT)) {
    const day = Number(match[1]);
    const month = textMonth(match[2] ?? '');
    if (month === null || !isValidDayMonth(day, month)) continue;
    const year = match[3] ? Number(match[3]) : null;
    const printed = match[0].trim();
    found.push({ index: match.index, length: match[0].length, date: { day, month, year, text: printed } });
  }
  for (const match of text.matchAll(RE_DATE_MONTH_FIRST)) {
    const overlaps = found.some(
      (item) => match.index < item.index + item.length && item.index < match.index + match[0].length,
    );
    const day = Number(match[2]);
    const month = textMonth(match[1] ?? '');
    if (overlaps || month === null || !isValidDayMonth(day, month)) continue;
    const year = match[3] ? Number(match[3]) : null;
    found.push({
      index: match.index,
      length: match[0].length,
      date: { day, month, year, text: match[0].trim() },
    });
  }
}

function readTimes(text: string, ignore: boolean): { times: EmailTime[]; rest: string } {
  const times: EmailTime[] = [];
  let rest = text;
  for (const match of text.matchAll(RE_TIME)) {
    rest = blankOut(rest, match.index, match[0].length);
    if (ignore) continue;
    const minutes = parseClockTime(match[1] ?? '', match[2] ?? '', match[3]);
    if (minutes !== null) times.push({ minutes, text: match[0].replace(/\s+/g, '') });
  }
  return { times, rest };
}

function readFlight(text: string, brand: string | null): { flight: LineInfo['flight']; rest: string } {
  for (const match of text.matchAll(RE_FLIGHT)) {
    const airline = match[2] ?? '';
    if (match[1] === undefined && !KNOWN_AIRLINES.has(airline)) continue;
    return {
      flight: { airline, number: match[3] ?? '' },
      rest: blankOut(text, match.index, match[0].length),
    };
  }
  const bare = brand ? RE_FLIGHT_BARE.exec(text) : null;
  if (brand && bare) {
    return {
      flight: { airline: brand, number: bare[1] ?? '' },
      rest: blankOut(text, bare.index, bare[0].length),
    };
  }
  return { flight: null, rest: text };
}

/** The airline of the one brand an e-mail names (LATAM, GOL, Azul); null for none or several. */
function emailBrand(text: string): string | null {
  const named = BRANDS.filter(([pattern]) => pattern.test(text)).map(([, code]) => code);
  return named.length === 1 ? (named[0] ?? null) : null;
}

function readAirports(text: string, hasTime: boolean): string[] {
  const inParens = [...text.matchAll(RE_AIRPORT_PAREN)].map((match) => match[1] ?? '');
  if (inParens.length > 0) return inParens;
  if (!hasTime && !RE_ROUTE_HINT.test(text) && !RE_LINE_START_CODE.test(text)) return [];
  const codes: string[] = [];
  for (const match of text.matchAll(RE_AIRPORT)) {
    const code = match[1] ?? '';
    if (!NOT_AIRPORTS.has(code)) codes.push(code);
  }
  return codes;
}

function readLineInfo(raw: string, brand: string | null): LineInfo {
  const blank = raw.trim() === '';
  if (blank) {
    return {
      flight: null,
      dates: [],
      times: [],
      airports: [],
      plusDays: null,
      operatedBy: null,
      bookingClass: null,
      blank,
    };
  }
  let rest = raw;
  const operated = RE_OPERATED.exec(rest);
  const operatedBy = operated?.[1]?.trim() || null;
  if (operated) rest = blankOut(rest, operated.index, operated[0].length);
  const bookingClass = RE_CLASS.exec(rest);
  if (bookingClass) rest = blankOut(rest, bookingClass.index, bookingClass[0].length);
  if (!RE_DIGIT.test(rest)) {
    return {
      flight: null,
      dates: [],
      times: [],
      airports: readAirports(rest, false),
      plusDays: RE_NEXT_DAY.test(raw) ? 1 : null,
      operatedBy,
      bookingClass: bookingClass?.[1] ?? null,
      blank,
    };
  }
  const dates = readDates(rest);
  const times = readTimes(dates.rest, RE_DURATION.test(raw));
  const flight = readFlight(times.rest, brand);
  const plus = RE_PLUS_DAYS.exec(flight.rest);
  return {
    flight: flight.flight,
    dates: dates.dates,
    times: times.times,
    airports: readAirports(flight.rest, times.times.length > 0),
    plusDays: plus ? Number(plus[1]) : RE_NEXT_DAY.test(raw) ? 1 : null,
    operatedBy,
    bookingClass: bookingClass?.[1] ?? null,
    blank,
  };
}

interface Block {
  flightLine: number;
  lines: number[];
}

/**
 * First and last line of the block of the flight at `position` in a paragraph (lines `start` to `end - 1`):
 * from the flight to the line before the next one, or, with the details above, from after the previous one.
 */
function blockRange(
  flights: readonly number[],
  position: number,
  paragraph: { start: number; end: number; detailsAbove: boolean },
): [number, number] {
  const flightLine = flights[position] ?? paragraph.start;
  const previous = flights[position - 1];
  const next = flights[position + 1];
  const last = paragraph.end - 1;
  if (paragraph.detailsAbove) {
    return [previous === undefined ? paragraph.start : previous + 1, next === undefined ? last : flightLine];
  }
  return [previous === undefined ? paragraph.start : flightLine, next === undefined ? last : next - 1];
}

function hasRouteDetails(info: LineInfo | undefined): boolean {
  return info !== undefined && (info.airports.length > 0 || info.times.length > 0);
}

/** Splits each paragraph into one block per flight number, details above or below it. */
function flightBlocks(infos: readonly LineInfo[]): Block[] {
  const blocks: Block[] = [];
  let start = 0;
  while (start < infos.length) {
    let end = start;
    while (end < infos.length && !infos[end]?.blank) end++;
    const flights: number[] = [];
    for (let index = start; index < end; index++) if (infos[index]?.flight) flights.push(index);
    const first = flights[0];
    if (first !== undefined) {
      let detailsAbove = false;
      for (let index = start; index < first; index++) detailsAbove ||= hasRouteDetails(infos[index]);
      flights.forEach((flightLine, position) => {
        const [from, to] = blockRange(flights, position, { start, end, detailsAbove });
        const lines: number[] = [];
        for (let index = from; index <= to; index++) lines.push(index);
        blocks.push({ flightLine, lines });
      });
    }
    start = end + 1;
  }
  return blocks;
}

/** Dates on lines outside every block (paragraphs without a flight) date the flights after them. */
function datesOutsideBlocks(infos: readonly LineInfo[], blocks: readonly Block[]): Map<number, EmailDate> {
  const covered = new Set(blocks.flatMap((block) => block.lines));
  const outside = new Map<number, EmailDate>();
  infos.forEach((info, index) => {
    const last = info.dates.at(-1);
    if (!covered.has(index) && last) outside.set(index, last);
  });
  return outside;
}

type BlockResult = { draft: LegDraft } | { incomplete: true; mention: boolean } | null;

function blockDraft(block: Block, infos: readonly LineInfo[], contextDate: EmailDate | null): BlockResult {
  const flight = infos[block.flightLine]?.flight;
  if (!flight) return null;
  const airports: string[] = [];
  const times: EmailTime[] = [];
  const dates: EmailDate[] = [];
  let bothTimesRead = false;
  let plusDays: number | null = null;
  let operatedBy: string | null = null;
  let bookingClass: string | null = null;
  for (const index of block.lines) {
    const info = infos[index];
    if (!info) continue;
    for (const code of info.airports) if (airports.at(-1) !== code) airports.push(code);
    if (!bothTimesRead) {
      for (const time of info.times) if (times.length < 2) times.push(time);
      bothTimesRead = times.length >= 2;
      dates.push(...info.dates);
    }
    plusDays ??= info.plusDays;
    operatedBy ??= info.operatedBy;
    bookingClass ??= info.bookingClass;
  }
  const departure = times[0];
  const arrival = times[1];
  const origin = airports[0];
  const destination = airports.find((code) => code !== origin);
  const departureDate = dates[0] ?? contextDate;
  if (!departure || !arrival || !origin || !destination || !departureDate) {
    return { incomplete: true, mention: times.length === 0 && airports.length === 0 };
  }
  const arrivalDate = dates.find(
    (date) => date.day !== departureDate.day || date.month !== departureDate.month,
  );
  const offset =
    arrivalDate !== undefined ? null : (plusDays ?? (arrival.minutes < departure.minutes ? 1 : 0));
  return {
    draft: {
      format: 'email',
      line: block.flightLine + 1,
      airline: flight.airline,
      flight: flight.number,
      class: bookingClass ?? '',
      date: departureDate.text,
      day: departureDate.day,
      month: departureDate.month,
      year: departureDate.year,
      origin,
      destination,
      departure: departure.text,
      arrival: arrival.text,
      departureMinutes: departure.minutes,
      arrivalMinutes: arrival.minutes,
      offset,
      arrivalDate: arrivalDate
        ? { day: arrivalDate.day, month: arrivalDate.month, year: arrivalDate.year ?? departureDate.year }
        : null,
      status: null,
      operatedBy,
    },
  };
}

/** Flights of an airline e-mail; an announced flight without a readable route and times rejects the text. */
export function readEmailDrafts(lines: readonly string[]): DraftsResult {
  const brand = emailBrand(lines.join('\n'));
  const infos = lines.map((line) => readLineInfo(line, brand));
  const blocks = flightBlocks(infos);
  if (blocks.length === 0) return { ok: true, drafts: [], warnings: [] };
  const outside = datesOutsideBlocks(infos, blocks);
  const drafts: LegDraft[] = [];
  const incomplete: Block[] = [];
  let contextDate: EmailDate | null = null;
  let cursor = 0;
  for (const block of blocks) {
    const firstLine = block.lines[0] ?? block.flightLine;
    for (; cursor < firstLine; cursor++) contextDate = outside.get(cursor) ?? contextDate;
    const result = blockDraft(block, infos, contextDate);
    if (result && 'draft' in result) drafts.push(result.draft);
    else if (result && !result.mention) incomplete.push(block);
    for (const index of block.lines) contextDate = infos[index]?.dates.at(-1) ?? contextDate;
    cursor = Math.max(cursor, (block.lines.at(-1) ?? firstLine) + 1);
  }
  const printed = new Set(drafts.map((draft) => `${draft.airline}${Number(draft.flight)}`));
  for (const block of incomplete) {
    const flight = infos[block.flightLine]?.flight;
    if (flight && printed.has(`${flight.airline}${Number(flight.number)}`)) continue;
    const lineNumber = block.flightLine + 1;
    return {
      ok: false,
      error: PNR_MESSAGES.incompleteEmailFlight(lineNumber, lines[block.flightLine] ?? ''),
      line: lineNumber,
    };
  }
  return { ok: true, drafts, warnings: [] };
}
