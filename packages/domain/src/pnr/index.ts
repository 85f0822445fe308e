/** Public entry of the PNR/itinerary parser. */
export { PNR_MAX_CHARS, PNR_MESSAGES } from './messages.ts';
export type { BilhetePnr, PernaPnr, PnrOptions, PnrResult, TrechoPnr } from './parse-pnr.ts';
export { convertPnr, parsePnr } from './parse-pnr.ts';
export { parseSegments } from './segments.ts';
export type { TipoTrecho } from './trips.ts';
export type { ParseOptions, PnrFormat, RawLeg, Segment, SegmentsResult } from './types.ts';
