/** `parseSegments`: itinerary text to resolved legs (dates with years, arrival offsets, local date-times). */
import { readEmailDrafts } from './airline-email.ts';
import { epochDay, inferYear, isoDate, isValidDate, YEAR_SEARCH } from './dates.ts';
import { readGdsDrafts } from './gds.ts';
import { AIRLINE } from './gds-line.ts';
import { PNR_MAX_CHARS, PNR_MESSAGES } from './messages.ts';
import { formatMinutes } from './times.ts';
import type { LegDraft, ParseFailure, ParseOptions, Segment, SegmentsResult } from './types.ts';

const RE_LINE_BREAK = /\r\n|\r|\n/;
const RE_ODD_SPACE = /[\t\v\f\u00a0\u2007\u202f]/g;
const RE_INVISIBLE = /\u200b|\u200c|\u200d|\ufeff/g;
/** Something that reads like a flight (designator and number, a time, airports) when nothing else was read. */
const RE_FLIGHTISH_NUMBER = new RegExp(`(?<![A-Z\\d])${AIRLINE}\\s?\\d{1,4}(?!\\d)`);
const RE_FLIGHTISH_TIME = /\d{3,4}[APNM](?![A-Z])|\d{1,2}[:H]\d{2}|(?<!\d)\d{4}(?!\d)/;
const RE_FLIGHTISH_AIRPORTS = /[A-Z]{6}|(?<![A-Z])[A-Z]{3}(?![A-Z]).*(?<![A-Z])[A-Z]{3}(?![A-Z])/;
/** A leg lands at most this many days before or after it leaves. */
const MIN_OFFSET = -1;
const MAX_OFFSET = 3;

function failure(error: string, line?: number): ParseFailure {
  return line === undefined ? { ok: false, error } : { ok: false, error, line };
}

function splitLines(text: string): string[] {
  return text.replace(RE_INVISIBLE, '').replace(RE_ODD_SPACE, ' ').split(RE_LINE_BREAK);
}

/** First line that reads like a flight, used to name the failing line when nothing could be read. */
function flightishLine(lines: readonly string[]): number | null {
  for (let index = 0; index < lines.length; index++) {
    const upper = (lines[index] ?? '').toUpperCase();
    if (
      RE_FLIGHTISH_NUMBER.test(upper) &&
      RE_FLIGHTISH_TIME.test(upper) &&
      RE_FLIGHTISH_AIRPORTS.test(upper)
    ) {
      return index + 1;
    }
  }
  return null;
}

/** First year from `from` on where the date exists and is not before `notBefore` (a day number). */
function yearFrom(day: number, month: number, from: number, notBefore: number): number | null {
  for (let year = from; year < from + YEAR_SEARCH; year++) {
    if (isValidDate(year, month, day) && epochDay(year, month, day) >= notBefore) return year;
  }
  return null;
}

/** The arrival year closest to the departure (an arrival printed 01JAN after a 31DEC departure is next year). */
function arrivalDay(arrival: NonNullable<LegDraft['arrivalDate']>, departureYear: number, departure: number) {
  if (arrival.year !== null) {
    return isValidDate(arrival.year, arrival.month, arrival.day)
      ? epochDay(arrival.year, arrival.month, arrival.day)
      : null;
  }
  let best: number | null = null;
  for (const year of [departureYear - 1, departureYear, departureYear + 1]) {
    if (!isValidDate(year, arrival.month, arrival.day)) continue;
    const candidate = epochDay(year, arrival.month, arrival.day);
    if (best === null || Math.abs(candidate - departure) < Math.abs(best - departure)) best = candidate;
  }
  return best;
}

/**
 * Years and arrival offsets: the first leg without a year takes the reference year, or the next when the
 * date has passed; each later leg is not before the previous arrival (one day of slack for the date line).
 */
function resolve(drafts: readonly LegDraft[], today: Date): Segment[] | ParseFailure {
  const segments: Segment[] = [];
  let previousYear: number | null = null;
  let previousArrival: number | null = null;
  for (const draft of drafts) {
    let year = draft.year;
    if (year === null) {
      year =
        previousYear === null || previousArrival === null
          ? inferYear(draft.day, draft.month, today)
          : yearFrom(draft.day, draft.month, previousYear, previousArrival - 1);
    }
    if (year === null || !isValidDate(year, draft.month, draft.day)) {
      return failure(PNR_MESSAGES.invalidDate(draft.line, draft.date), draft.line);
    }
    const departure = epochDay(year, draft.month, draft.day);
    let offset = draft.offset ?? 0;
    if (draft.arrivalDate) {
      const arrival = arrivalDay(draft.arrivalDate, year, departure);
      if (arrival === null) return failure(PNR_MESSAGES.invalidDate(draft.line, draft.date), draft.line);
      offset = arrival - departure;
    }
    if (offset < MIN_OFFSET || offset > MAX_OFFSET) {
      return failure(PNR_MESSAGES.arrivalOutOfRange(draft.line, offset), draft.line);
    }
    segments.push({
      airline: draft.airline,
      flight: draft.flight,
      class: draft.class,
      date: draft.date,
      origin: draft.origin,
      destination: draft.destination,
      departure: draft.departure,
      arrival: draft.arrival,
      arrivalDayOffset: offset,
      format: draft.format,
      line: draft.line,
      status: draft.status,
      operatedBy: draft.operatedBy,
      departureDateTime: `${isoDate(departure)}T${formatMinutes(draft.departureMinutes)}`,
      arrivalDateTime: `${isoDate(departure + offset)}T${formatMinutes(draft.arrivalMinutes)}`,
    });
    previousYear = year;
    previousArrival = departure + offset;
  }
  return segments;
}

function parse(text: unknown, options: ParseOptions): SegmentsResult {
  if (typeof text !== 'string') return failure(PNR_MESSAGES.notText);
  if (text.length >= PNR_MAX_CHARS) return failure(PNR_MESSAGES.tooLong(text.length));
  const today = options?.today;
  if (!(today instanceof Date) || Number.isNaN(today.getTime())) return failure(PNR_MESSAGES.invalidToday);
  if (text.trim() === '') return failure(PNR_MESSAGES.empty);
  const lines = splitLines(text);
  const gds = readGdsDrafts(lines);
  if (!gds.ok) return gds;
  const read = gds.drafts.length > 0 ? gds : readEmailDrafts(lines);
  if (!read.ok) return read;
  const first = read.drafts[0];
  if (!first) {
    const line = flightishLine(lines);
    return line === null
      ? failure(PNR_MESSAGES.noSegment)
      : failure(PNR_MESSAGES.unrecognizedLine(line, lines[line - 1] ?? ''), line);
  }
  const segments = resolve(read.drafts, today);
  if (!Array.isArray(segments)) return segments;
  return {
    ok: true,
    format: first.format,
    segments,
    warnings: read === gds ? gds.warnings : [...gds.warnings, ...read.warnings],
  };
}

/**
 * Reads the flight legs of a GDS display or airline e-mail. Never throws: any input gives either the legs or
 * a pt-BR message (with the failing line when there is one).
 */
export function parseSegments(text: unknown, options: ParseOptions): SegmentsResult {
  try {
    return parse(text, options);
  } catch {
    return failure(PNR_MESSAGES.internal);
  }
}
