/** Pieces shared by the GDS segment-line readers (Amadeus, Sabre, Travelport): regex parts and the line shape. */
import type { PnrFormat } from './types.ts';

/** Regex source of an airline designator: two characters, at least one a letter (LA, G3, 2Z). */
export const AIRLINE = '(?:[A-Z][A-Z\\d]|\\d[A-Z])';

/** A segment line split into its printed pieces (before validation). */
export interface GdsLine {
  format: PnrFormat;
  airline: string;
  flight: string;
  class: string;
  day: string;
  month: string;
  origin: string;
  destination: string;
  status: string | null;
  departure: string;
  arrival: string;
  /** '+1', '-1', '#', '*', '|', '2'... as printed */
  marker: string | null;
  arrivalDay: string | null;
  arrivalMonth: string | null;
}

/** Named groups every segment regex uses; absent ones are undefined. */
type Groups = Partial<
  Record<
    | 'airline'
    | 'flight'
    | 'class'
    | 'day'
    | 'month'
    | 'origin'
    | 'destination'
    | 'status'
    | 'departure'
    | 'arrival'
    | 'marker'
    | 'offset'
    | 'arrivalDay'
    | 'arrivalMonth',
    string
  >
>;

/** Reads the named groups of a segment regex match into a GdsLine. */
export function gdsLineFrom(format: PnrFormat, match: RegExpExecArray | null): GdsLine | null {
  const groups = match?.groups as Groups | undefined;
  if (!groups) return null;
  return {
    format,
    airline: groups.airline ?? '',
    flight: groups.flight ?? '',
    class: groups.class ?? '',
    day: groups.day ?? '',
    month: groups.month ?? '',
    origin: groups.origin ?? '',
    destination: groups.destination ?? '',
    status: groups.status ?? null,
    departure: groups.departure ?? '',
    arrival: groups.arrival ?? '',
    marker: groups.offset ?? groups.marker ?? null,
    arrivalDay: groups.arrivalDay ?? null,
    arrivalMonth: groups.arrivalMonth ?? null,
  };
}

/**
 * A line shaped like a booked segment (designator, flight, class, date, city pair, status) whatever follows:
 * when no reader accepts it, the text is rejected naming this line.
 */
export const RE_SEGMENT_SHAPED = new RegExp(
  `^\\s*(?:\\d{1,3}\\.?\\s*)?${AIRLINE}\\s*\\d{1,4}\\s*[A-Z]{1,2}\\s*\\d{1,2}[A-Z]{3}\\s+(?:[A-Z1-7][\\s*]+)?[A-Z]{6}[\\s*]+(?:\\d{1,2}/\\d{1,2}\\s+)?[A-Z]{2}\\d{1,3}(?:\\s|$)`,
);
