/** Airports that serve the same city, so an itinerary returning to any of them returns to its origin. */

const METRO_AREAS: Readonly<Record<string, readonly string[]>> = {
  SAO: ['GRU', 'CGH', 'VCP'],
  RIO: ['GIG', 'SDU'],
  BHZ: ['CNF', 'PLU'],
  BUE: ['EZE', 'AEP'],
  NYC: ['JFK', 'EWR', 'LGA'],
  WAS: ['IAD', 'DCA', 'BWI'],
  CHI: ['ORD', 'MDW'],
  YTO: ['YYZ', 'YTZ'],
  LON: ['LHR', 'LGW', 'STN', 'LCY', 'LTN', 'SEN'],
  PAR: ['CDG', 'ORY', 'BVA'],
  MIL: ['MXP', 'LIN', 'BGY'],
  ROM: ['FCO', 'CIA'],
  STO: ['ARN', 'BMA'],
  MOW: ['SVO', 'DME', 'VKO'],
  IST: ['IST', 'SAW'],
  TYO: ['NRT', 'HND'],
  OSA: ['KIX', 'ITM'],
  SEL: ['ICN', 'GMP'],
  SHA: ['PVG', 'SHA'],
  BJS: ['PEK', 'PKX'],
};

const CITY_OF_AIRPORT = new Map<string, string>(
  Object.entries(METRO_AREAS).flatMap(([city, airports]) => airports.map((airport) => [airport, city])),
);

/** The city code of an airport (GRU → SAO), or the code itself when it is not in a multi-airport city. */
export function cityOf(code: string): string {
  return CITY_OF_AIRPORT.get(code) ?? code;
}

export function sameCity(a: string, b: string): boolean {
  return a === b || cityOf(a) === cityOf(b);
}
