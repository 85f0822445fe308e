/** Travelport itinerary lines: Galileo (` 2. LH  595 L  17MAY PHCFRA HS1   755P # 525A O`) and Apollo/Worldspan. */
import { AIRLINE, type GdsLine, gdsLineFrom } from './gds-line.ts';
import { GDS_TIME } from './times.ts';

/**
 * Galileo: `N.` element, designator, flight, class apart, day and month (no day of week), city pair, status;
 * the day marker stands before the arrival (`#` +1, `*` +2, `-` -1). The element may follow a passenger name
 * on the same line, so the search is not anchored.
 */
const RE_GALILEO = new RegExp(
  `(?:^|\\s)(?:\\d{1,3}\\.\\s*)?(?<airline>${AIRLINE})\\s*(?<flight>\\d{1,4})\\s+(?<class>[A-Z])\\s+(?<day>\\d{1,2})(?<month>[A-Z]{3})\\s+(?<origin>[A-Z]{3})(?<destination>[A-Z]{3})(?:\\s+(?<status>[A-Z]{2})\\d{1,3})?` +
    `\\s+(?<departure>${GDS_TIME})\\s*(?:(?<marker>[#*-])\\s*)?(?<arrival>${GDS_TIME})(?<offset>[+-]\\d(?!\\d))?`,
);

/**
 * Apollo and Worldspan: element, designator, flight, class joined to the flight or to the date (with an
 * optional second class letter: `171YN30MAY`), no day of week; the day marker follows the arrival (`|` or `+`
 * +1, `2` +2) before the `*`.
 */
const RE_APOLLO = new RegExp(
  `^\\s*(?:\\d{1,3}\\.?\\s+)?(?<airline>${AIRLINE})\\s*(?<flight>\\d{1,4})\\s?(?<class>[A-Z])[A-Z]?\\s*(?<day>\\d{1,2})(?<month>[A-Z]{3})\\s+(?<origin>[A-Z]{3})(?<destination>[A-Z]{3})(?:\\s+(?<status>[A-Z]{2})\\d{1,3})?` +
    `\\s+(?<departure>${GDS_TIME})\\s*(?<arrival>${GDS_TIME})(?:(?<offset>[+-]\\d(?!\\d))|\\s?(?<marker>[|+-]|[1-3](?=\\*)))?`,
);

export function readGalileoLine(line: string): GdsLine | null {
  return gdsLineFrom('galileo', RE_GALILEO.exec(line));
}

export function readApolloLine(line: string): GdsLine | null {
  return gdsLineFrom('apollo', RE_APOLLO.exec(line));
}
