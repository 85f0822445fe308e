/** Reads the segment lines of a GDS display (Amadeus, Sabre, Galileo, Apollo) into leg drafts. */
import { readAmadeusLine } from './amadeus.ts';
import { gdsMonth, isValidDayMonth } from './dates.ts';
import { type GdsLine, RE_SEGMENT_SHAPED } from './gds-line.ts';
import { PNR_MESSAGES } from './messages.ts';
import { readSabreLine } from './sabre.ts';
import { parseGdsTime } from './times.ts';
import { readApolloLine, readGalileoLine } from './travelport.ts';
import type { DraftsResult, LegDraft, ParseFailure } from './types.ts';

/** Tried in this order; the shapes are disjoint (class apart or joined, day of week or not). */
const READERS = [readAmadeusLine, readSabreLine, readGalileoLine, readApolloLine];

/** Every segment line carries a date like 04NOV or 8SEP: lines without one are not read. */
const RE_HAS_DATE = /\d[A-Z]{3}/;
const RE_OPERATED = /^\s*(?:OPERATED BY|OPERADO POR)(?:\/EXPLOITE PAR)?[\s:]*(.+?)\s*$/;
const RE_OPERATED_ROUTE = /\s+[A-Z]{3}-[A-Z]{3}$/;
/** A new numbered element (segment, remark, SSR...) ends the lines that belong to the previous segment. */
const RE_NEW_ELEMENT = /^\s*\d{1,3}[.\s]/;
/** Statuses of segments the airline or agent cancelled: left out of the itinerary with a warning. */
const CANCELLED = new Set(['HX', 'UN', 'UC', 'NO', 'XX', 'XL']);
/** How far below a segment its OPERATED BY line may be. */
const OPERATED_WINDOW = 8;

/** Day offset of a printed marker: +1/-1, Galileo # * -, Apollo | + 2. */
export function markerOffset(marker: string): number {
  switch (marker) {
    case '#':
    case '|':
    case '+':
      return 1;
    case '*':
      return 2;
    case '-':
      return -1;
    default:
      return Number(marker);
  }
}

function readLine(upper: string): GdsLine | null {
  for (const read of READERS) {
    const found = read(upper);
    if (found) return found;
  }
  return null;
}

function toDraft(found: GdsLine, lineNumber: number): LegDraft | ParseFailure {
  const month = gdsMonth(found.month);
  const day = Number(found.day);
  const date = `${found.day}${found.month}`;
  if (month === null || !isValidDayMonth(day, month)) {
    return { ok: false, error: PNR_MESSAGES.invalidDate(lineNumber, date), line: lineNumber };
  }
  const departureMinutes = parseGdsTime(found.departure);
  if (departureMinutes === null) {
    return { ok: false, error: PNR_MESSAGES.invalidTime(lineNumber, found.departure), line: lineNumber };
  }
  const arrivalMinutes = parseGdsTime(found.arrival);
  if (arrivalMinutes === null) {
    return { ok: false, error: PNR_MESSAGES.invalidTime(lineNumber, found.arrival), line: lineNumber };
  }
  let arrivalDate: LegDraft['arrivalDate'] = null;
  if (found.arrivalDay !== null && found.arrivalMonth !== null) {
    const arrivalMonth = gdsMonth(found.arrivalMonth);
    const arrivalDay = Number(found.arrivalDay);
    if (arrivalMonth !== null && isValidDayMonth(arrivalDay, arrivalMonth)) {
      arrivalDate = { day: arrivalDay, month: arrivalMonth, year: null };
    }
  }
  return {
    format: found.format,
    line: lineNumber,
    airline: found.airline,
    flight: found.flight,
    class: found.class,
    date,
    day,
    month,
    year: null,
    origin: found.origin,
    destination: found.destination,
    departure: found.departure,
    arrival: found.arrival,
    departureMinutes,
    arrivalMinutes,
    offset: found.marker === null ? null : markerOffset(found.marker),
    arrivalDate,
    status: found.status,
    operatedBy: null,
  };
}

/**
 * Segment lines of a GDS display. Everything else (headers, names, ARNK/MIS/OTH/HTL, SSR, remarks, fares) is
 * skipped, except a line shaped like a booked segment that no reader accepts, which rejects the text.
 */
export function readGdsDrafts(lines: readonly string[]): DraftsResult {
  const drafts: LegDraft[] = [];
  const warnings: string[] = [];
  let last: LegDraft | null = null;
  let sinceLast = 0;
  for (let index = 0; index < lines.length; index++) {
    const text = lines[index] ?? '';
    const upper = text.toUpperCase();
    const lineNumber = index + 1;
    const dated = RE_HAS_DATE.test(upper);
    const found = dated ? readLine(upper) : null;
    if (found) {
      const draft = toDraft(found, lineNumber);
      if ('ok' in draft) return draft;
      if (draft.origin === draft.destination) {
        return { ok: false, error: PNR_MESSAGES.sameAirport(lineNumber, draft.origin), line: lineNumber };
      }
      if (draft.status !== null && CANCELLED.has(draft.status)) {
        warnings.push(PNR_MESSAGES.cancelledSegment(lineNumber, draft.status));
        last = null;
        continue;
      }
      drafts.push(draft);
      last = draft;
      sinceLast = 0;
      continue;
    }
    if (dated && RE_SEGMENT_SHAPED.test(upper)) {
      return { ok: false, error: PNR_MESSAGES.unrecognizedLine(lineNumber, text), line: lineNumber };
    }
    if (last === null) continue;
    sinceLast++;
    if (sinceLast > OPERATED_WINDOW || RE_NEW_ELEMENT.test(upper)) {
      last = null;
      continue;
    }
    if (last.operatedBy === null) {
      const operated = RE_OPERATED.exec(upper);
      const name = operated?.[1]?.replace(RE_OPERATED_ROUTE, '').replace(/\s+/g, ' ');
      if (name && name !== 'UNDEFINED') last.operatedBy = name;
    }
  }
  return { ok: true, drafts, warnings };
}
