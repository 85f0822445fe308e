/** Sabre itinerary lines (*I/*IA and the two-line visual): ` 2 DL 474V 22SEP Q JFKVCE*HK6   917P1135A  23SEP F`. */
import { AIRLINE, type GdsLine, gdsLineFrom } from './gds-line.ts';
import { GDS_TIME } from './times.ts';

/**
 * Element number, designator and flight with the class joined to it, day and month, day of week (letter or
 * digit), city pair, `*` and the married-segment group (`3/1`) when shown, status; departure and arrival, an
 * optional `+1` and the arrival date when it differs. Continuation lines (`/DCAF*5JV97Q /E`) are ignored.
 */
const RE_SABRE = new RegExp(
  `^\\s*(?:\\d{1,3}\\s+)?(?<airline>${AIRLINE})\\s*(?<flight>\\d{1,4})(?<class>[A-Z])\\s+(?<day>\\d{1,2})(?<month>[A-Z]{3})\\s+[A-Z1-7]\\s+(?<origin>[A-Z]{3})(?<destination>[A-Z]{3})[\\s*]*(?:\\d{1,2}/\\d{1,2}\\s+)?(?:(?<status>[A-Z]{2})\\d{1,3})?` +
    `\\s+(?<departure>${GDS_TIME})\\s*(?<arrival>${GDS_TIME})(?<offset>[+-]\\d(?!\\d))?(?:\\s+(?<arrivalDay>\\d{1,2})(?<arrivalMonth>[A-Z]{3})(?![A-Z]))?`,
);

export function readSabreLine(line: string): GdsLine | null {
  return gdsLineFrom('sabre', RE_SABRE.exec(line));
}
