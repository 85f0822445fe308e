/** Amadeus itinerary lines (RT and *I displays): `  1  BR 031 C 10DEC 2 JFKTPE HK1  0020 0540+1`. */
import { AIRLINE, type GdsLine, gdsLineFrom } from './gds-line.ts';
import { GDS_TIME } from './times.ts';

/**
 * Element number, designator and flight, class apart from the flight, 2-digit day and month, day of week (with
 * `*` when the flight is a codeshare), city pair, status; then an optional check-in time and terminal before
 * departure and arrival, `+1`/`-1` joined to the arrival or the arrival date.
 */
const RE_AMADEUS = new RegExp(
  `^\\s*(?:\\d{1,3}\\s+)?(?<airline>${AIRLINE})\\s*(?<flight>\\d{1,4})\\s(?<class>[A-Z])\\s+(?<day>\\d{1,2})(?<month>[A-Z]{3})\\s+[1-7][\\s*]\\s*(?<origin>[A-Z]{3})(?<destination>[A-Z]{3})(?:\\s+(?<status>[A-Z]{2})\\d{1,3})?` +
    `\\s+(?:${GDS_TIME}\\s*(?:[A-Z\\d]{1,2}\\s+)?)?(?:[A-Z\\d]{1,2}\\s+)?(?<departure>${GDS_TIME})\\s*(?<arrival>${GDS_TIME})(?<offset>[+-]\\d(?!\\d))?(?:\\s+(?<arrivalDay>\\d{1,2})(?<arrivalMonth>[A-Z]{3})(?![A-Z]))?`,
);

export function readAmadeusLine(line: string): GdsLine | null {
  return gdsLineFrom('amadeus', RE_AMADEUS.exec(line));
}
