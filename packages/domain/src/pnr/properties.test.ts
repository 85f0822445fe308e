/// <reference types="node" />
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePnr } from './parse-pnr.ts';
import { parseSegments } from './segments.ts';
import type { RawLeg, SegmentsResult } from './types.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..', '..', '..', '..');
/** The project's own itineraries, and the shared real ones when the clone has them beside it. */
const FIXTURE_DIRS = [
  path.resolve(repoRoot, '..', 'shared', 'fixtures', 'pnr'),
  path.resolve(repoRoot, 'packages', 'domain', 'fixtures', 'pnr'),
].filter((dir) => existsSync(dir));
const TEXTS: string[] = FIXTURE_DIRS.flatMap((dir) =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')).text as string),
);

const today = new Date(2027, 0, 10);
const RE_LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** Whatever the input, a result: legs that hold together, or a message. */
function expectWellFormed(result: SegmentsResult, text: string) {
  if (!result.ok) {
    expect(typeof result.error).toBe('string');
    expect(result.error.length).toBeGreaterThan(0);
    if (result.line !== undefined) expect(result.line).toBeGreaterThanOrEqual(1);
    return;
  }
  const lines = text.split(/\r\n|\r|\n/).length;
  expect(result.segments.length).toBeGreaterThan(0);
  for (const segment of result.segments) {
    expect(segment.origin).toMatch(/^[A-Z]{3}$/);
    expect(segment.destination).toMatch(/^[A-Z]{3}$/);
    expect(segment.origin).not.toBe(segment.destination);
    expect(segment.departureDateTime).toMatch(RE_LOCAL);
    expect(segment.arrivalDateTime).toMatch(RE_LOCAL);
    expect(segment.arrivalDayOffset).toBeGreaterThanOrEqual(-1);
    expect(segment.arrivalDayOffset).toBeLessThanOrEqual(3);
    expect(segment.line).toBeGreaterThanOrEqual(1);
    expect(segment.line).toBeLessThanOrEqual(lines);
  }
}

/** Edits a text the way a paste goes wrong: characters typed, lost or changed, lines lost, doubled or cut. */
const mutationArb = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), text: fc.string({ maxLength: 8 }) }),
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 12 }) }),
  fc.record({
    kind: fc.constant('replace' as const),
    at: fc.nat(),
    text: fc.constantFrom(
      '0',
      '9',
      'A',
      'P',
      'N',
      'M',
      '+',
      '-',
      '#',
      '*',
      '|',
      ' ',
      '\n',
      ':',
      '/',
      'Ã',
      '→',
    ),
  }),
  fc.record({ kind: fc.constant('dropLine' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('doubleLine' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('truncate' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('lower' as const) }),
);

type Mutation = typeof mutationArb extends fc.Arbitrary<infer T> ? T : never;

function mutate(text: string, mutation: Mutation): string {
  const at = 'at' in mutation ? mutation.at % (text.length + 1) : 0;
  const lines = text.split('\n');
  const lineAt = 'at' in mutation ? mutation.at % Math.max(1, lines.length) : 0;
  switch (mutation.kind) {
    case 'insert':
      return text.slice(0, at) + mutation.text + text.slice(at);
    case 'delete':
      return text.slice(0, at) + text.slice(at + mutation.length);
    case 'replace':
      return text.slice(0, at) + mutation.text + text.slice(at + 1);
    case 'dropLine':
      return lines.filter((_line, index) => index !== lineAt).join('\n');
    case 'doubleLine':
      return lines.flatMap((line, index) => (index === lineAt ? [line, line] : [line])).join('\n');
    case 'truncate':
      return text.slice(0, at);
    case 'lower':
      return text.toLowerCase();
  }
}

describe('the parser never throws', () => {
  it('on arbitrary strings', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 400 }), fc.string({ unit: 'binary', maxLength: 400 })),
        (text) => {
          expectWellFormed(parseSegments(text, { today }), text);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('on arbitrary lines built from itinerary pieces', () => {
    const piece = fc.constantFrom(
      ' ',
      '  ',
      '1',
      '2.',
      'LA',
      'G3',
      'AD',
      '3090',
      '031',
      'Y',
      'K',
      '15MAR',
      '8SEP',
      '31FEB',
      '7',
      'Q',
      'GRUPOA',
      'JFKLHR',
      'HK1',
      'SS2',
      'HX1',
      '0700',
      '2359',
      '2400',
      '1130P',
      '1200N',
      '610A',
      '+1',
      '-1',
      '#',
      '*',
      '|',
      '2*',
      '16MAR',
      'GRU',
      '(POA)',
      '10:00',
      '8:05PM',
      '→',
      '-',
      'Voo',
      '15/03/2027',
      '12 mar',
      '(+1)',
      'Operado por X',
      'Classe Y',
      'OPERATED BY DELTA',
      'ARNK',
      '\n',
      '\n\n',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 60 }), (pieces) => {
        const text = pieces.join('');
        expectWellFormed(parseSegments(text, { today }), text);
      }),
      { numRuns: 2000 },
    );
  });

  it('on mutated fixture texts', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TEXTS),
        fc.array(mutationArb, { minLength: 1, maxLength: 6 }),
        (text, mutations) => {
          const mutated = mutations.reduce(mutate, text);
          expectWellFormed(parseSegments(mutated, { today }), mutated);
        },
      ),
      { numRuns: 1500 },
    );
  });

  it('on any trip count, distribution and options', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TEXTS),
        fc.anything(),
        fc.anything(),
        fc.option(fc.date(), { nil: undefined }),
        (text, qtd, distribution, reference) => {
          const result = parsePnr(text, {
            today: reference as Date,
            qtd_trechos: qtd,
            distribuicao_voos: distribution,
          });
          if (!result.ok) {
            expect(result.error.length).toBeGreaterThan(0);
            return;
          }
          const legs = result.bilhetes.flatMap((ticket) =>
            ticket.viagem.trechos.flatMap((trip) => trip.pernas),
          );
          expect(result.distribuicao_voos.reduce((a, b) => a + b, 0)).toBe(legs.length);
          expect(result.qtd_trechos).toBe(result.distribuicao_voos.length);
        },
      ),
      { numRuns: 500 },
    );
  });
});

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

interface GeneratedLeg {
  airline: string;
  flight: string;
  class: string;
  day: number;
  month: number;
  origin: string;
  destination: string;
  departure: number;
  arrival: number;
  offset: number;
  twelveHour: boolean;
}

const letter = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split(''));
const alnum = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'.split(''));
const airlineArb = fc
  .tuple(alnum, alnum)
  .map(([a, b]) => a + b)
  .filter((code) => /[A-Z]/.test(code));
const airportArb = fc.tuple(letter, letter, letter).map((chars) => chars.join(''));

const legArb: fc.Arbitrary<GeneratedLeg> = fc
  .record({
    airline: airlineArb,
    flight: fc.oneof(
      fc.integer({ min: 1, max: 9999 }).map(String),
      fc.integer({ min: 1, max: 99 }).map((n) => String(n).padStart(3, '0')),
    ),
    class: letter,
    day: fc.integer({ min: 2, max: 27 }),
    month: fc.integer({ min: 1, max: 12 }),
    origin: airportArb,
    destination: airportArb,
    departure: fc.integer({ min: 0, max: 24 * 60 - 1 }),
    arrival: fc.integer({ min: 0, max: 24 * 60 - 1 }),
    offset: fc.integer({ min: -1, max: 1 }),
    twelveHour: fc.boolean(),
  })
  .filter((leg) => leg.origin !== leg.destination);

function time24(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}${String(minutes % 60).padStart(2, '0')}`;
}

function time12(minutes: number): string {
  if (minutes === 720) return '1200N';
  const hour = Math.floor(minutes / 60);
  return `${hour % 12 === 0 ? 12 : hour % 12}${String(minutes % 60).padStart(2, '0')}${hour < 12 ? 'A' : 'P'}`;
}

function printed(leg: GeneratedLeg): RawLeg {
  const time = leg.twelveHour ? time12 : time24;
  return {
    airline: leg.airline,
    flight: leg.flight,
    class: leg.class,
    date: `${String(leg.day).padStart(2, '0')}${MONTHS[leg.month - 1]}`,
    origin: leg.origin,
    destination: leg.destination,
    departure: time(leg.departure),
    arrival: time(leg.arrival),
    arrivalDayOffset: leg.offset,
  };
}

/** The same legs printed as each GDS prints them. */
const RENDERERS: Record<string, (leg: GeneratedLeg, index: number) => string> = {
  amadeus: (leg, index) => {
    const raw = printed(leg);
    const mark = leg.offset === 0 ? '' : leg.offset > 0 ? `+${leg.offset}` : String(leg.offset);
    return `${String(index + 1).padStart(3)}  ${raw.airline}${raw.flight.padStart(4)} ${raw.class} ${raw.date} 3 ${raw.origin}${raw.destination} HK1  ${raw.departure.padStart(5)} ${raw.arrival}${mark}  E  ${raw.airline}/ABC123`;
  },
  sabre: (leg, index) => {
    const raw = printed(leg);
    const arrivalDay = leg.day + leg.offset;
    const arrivalDate =
      leg.offset === 0 ? '' : `  ${String(arrivalDay).padStart(2, '0')}${MONTHS[leg.month - 1]} F`;
    return `${String(index + 1).padStart(2)} ${raw.airline}${raw.flight.padStart(4)}${raw.class} ${raw.date} Q ${raw.origin}${raw.destination}*HK1  ${raw.departure.padStart(5)} ${raw.arrival}${arrivalDate} /DC${raw.airline}*ABC123 /E`;
  },
  galileo: (leg, index) => {
    const raw = printed(leg);
    const mark = { '-1': '-', '0': ' ', '1': '#' }[String(leg.offset)] ?? ' ';
    return `${String(index + 1).padStart(2)}. ${raw.airline} ${raw.flight.padStart(4)} ${raw.class}  ${raw.date} ${raw.origin}${raw.destination} HK1  ${raw.departure.padStart(5)} ${mark}${raw.arrival.padStart(5)} O*       E TH`;
  },
  apollo: (leg, index) => {
    const raw = printed(leg);
    const mark = { '-1': '-', '0': ' ', '1': '|' }[String(leg.offset)] ?? ' ';
    return `${String(index + 1).padStart(2)} ${raw.airline}${raw.flight.padStart(4)}${raw.class} ${raw.date} ${raw.origin}${raw.destination} HK1  ${raw.departure.padStart(5)} ${raw.arrival.padStart(5)}${mark}*      TH   E`;
  },
};

describe('printed legs read back', () => {
  it.each(Object.keys(RENDERERS))('as %s lines', (format) => {
    const render = RENDERERS[format] ?? (() => '');
    fc.assert(
      fc.property(fc.array(legArb, { minLength: 1, maxLength: 6 }), (legs) => {
        const text = ['HEADER LINE', ...legs.map(render), 'FONE-SAOT*11 3456-7890'].join('\n');
        const result = parseSegments(text, { today });
        if (!result.ok) throw new Error(`${result.error}\n${text}`);
        expect(result.format).toBe(format);
        const read = result.segments.map(
          ({
            airline,
            flight,
            class: bookingClass,
            date,
            origin,
            destination,
            departure,
            arrival,
            arrivalDayOffset,
          }) => ({
            airline,
            flight,
            class: bookingClass,
            date,
            origin,
            destination,
            departure,
            arrival,
            arrivalDayOffset,
          }),
        );
        expect(read).toEqual(legs.map(printed));
      }),
      { numRuns: 400 },
    );
  });
});
