/** Types shared by the PNR/itinerary parser: raw legs as printed, resolved segments and parse results. */

/** Where a segment line came from: a GDS display or the text of an airline confirmation e-mail. */
export type PnrFormat = 'amadeus' | 'sabre' | 'galileo' | 'apollo' | 'email';

/** One flight leg with its fields exactly as printed (the shape of the fixtures). */
export interface RawLeg {
  airline: string;
  /** flight number as printed, leading zeros kept */
  flight: string;
  /** booking class letter; '' when the text does not print it */
  class: string;
  /** departure date as printed: '04NOV', '8SEP', '15/03/2027', '12 mar' */
  date: string;
  origin: string;
  destination: string;
  /** departure time as printed: '1130P', '1200N', '0540', '11:30', '8:05PM' */
  departure: string;
  arrival: string;
  /** days between departure and arrival dates (-1 to 3) */
  arrivalDayOffset: number;
}

/** A raw leg with what the parser resolved from it. */
export interface Segment extends RawLeg {
  format: PnrFormat;
  /** 1-based line of the text the segment was read from */
  line: number;
  /** reservation status (HK, SS, GK...) when printed */
  status: string | null;
  /** operating carrier as printed ('OPERATED BY ...', 'Operado por ...') */
  operatedBy: string | null;
  /** local date-times 'YYYY-MM-DDTHH:mm', no timezone */
  departureDateTime: string;
  arrivalDateTime: string;
}

export interface ParseOptions {
  /** reference date for dates printed without a year; the parser never reads the clock */
  today: Date;
}

export type ParseFailure = { ok: false; error: string; line?: number };

export type SegmentsResult =
  | { ok: true; format: PnrFormat; segments: Segment[]; warnings: string[] }
  | ParseFailure;

/** A leg before its year, arrival offset and date-times are resolved. */
export interface LegDraft {
  format: PnrFormat;
  line: number;
  airline: string;
  flight: string;
  class: string;
  date: string;
  day: number;
  month: number;
  /** year when printed, otherwise inferred later */
  year: number | null;
  origin: string;
  destination: string;
  departure: string;
  arrival: string;
  departureMinutes: number;
  arrivalMinutes: number;
  /** day offset when printed as a marker (+1, #, |, (+1)) */
  offset: number | null;
  /** arrival date when printed instead of a marker */
  arrivalDate: { day: number; month: number; year: number | null } | null;
  status: string | null;
  operatedBy: string | null;
}

/** What a format reader returns for the whole text. */
export type DraftsResult = { ok: true; drafts: LegDraft[]; warnings: string[] } | ParseFailure;
