/// <reference types="node" />
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parsePnr } from './parse-pnr.ts';
import { parseSegments } from './segments.ts';
import type { RawLeg } from './types.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..', '..', '..', '..');
/** Real GDS itineraries beside the repository, when the clone has them; the project's own are enough. */
const SHARED_DIR = path.resolve(repoRoot, '..', 'shared', 'fixtures', 'pnr');
const OWN_DIR = path.resolve(repoRoot, 'packages', 'domain', 'fixtures', 'pnr');

interface Fixture {
  file: string;
  format: string;
  source: string;
  text: string;
  negative?: boolean;
  today?: string;
  legs: (RawLeg & { operatedBy?: string })[];
  trips?: {
    distribuicao_voos: number[];
    tipo_trecho: string;
    tipos_perna: (string | null)[];
    primeira_partida?: string;
  };
}

const RAW_FIELDS = [
  'airline',
  'flight',
  'class',
  'date',
  'origin',
  'destination',
  'departure',
  'arrival',
  'arrivalDayOffset',
] as const;

function readFixtures(dir: string): Fixture[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => ({ file, ...JSON.parse(readFileSync(path.join(dir, file), 'utf8')) }));
}

function rawFields(leg: RawLeg): Record<string, unknown> {
  return Object.fromEntries(RAW_FIELDS.map((field) => [field, leg[field]]));
}

/** Shared fixtures come from 2016-2018 dumps; any reference date reads the same printed fields. */
const SHARED_TODAY = new Date(2026, 0, 15);

function todayOf(fixture: Fixture): Date {
  if (!fixture.today) return SHARED_TODAY;
  const [year = 0, month = 1, day = 1] = fixture.today.split('-').map(Number);
  return new Date(year, month - 1, day);
}

const hasShared = existsSync(SHARED_DIR);
const shared = hasShared ? readFixtures(SHARED_DIR) : [];
const own = readFixtures(OWN_DIR);

describe('fixture sets', () => {
  it.skipIf(!hasShared)(
    'reads the 37 shared GDS itineraries and 3 negatives (../shared/fixtures/pnr)',
    () => {
      expect(shared.filter((fixture) => !fixture.negative)).toHaveLength(37);
      expect(shared.filter((fixture) => fixture.negative)).toHaveLength(3);
    },
  );

  it('has at least 20 project fixtures and 2 negatives, Brazilian carriers and e-mails included', () => {
    const positives = own.filter((fixture) => !fixture.negative);
    expect(positives.length).toBeGreaterThanOrEqual(20);
    expect(own.filter((fixture) => fixture.negative).length).toBeGreaterThanOrEqual(2);
    const airlines = new Set(positives.flatMap((fixture) => fixture.legs.map((leg) => leg.airline)));
    for (const airline of ['LA', 'JJ', 'G3', 'AD']) expect(airlines).toContain(airline);
    const formats = new Set(positives.map((fixture) => fixture.format));
    for (const format of ['amadeus', 'sabre', 'galileo', 'apollo', 'email'])
      expect(formats).toContain(format);
    for (const fixture of own) expect(fixture.source).toMatch(/written for this project/);
  });
});

if (!hasShared) it.skip('shared GDS itineraries: ../shared/fixtures/pnr is absent from this clone', () => {});

describe.each([...(hasShared ? [['shared', shared] as const] : []), ['project', own] as const])(
  '%s fixtures',
  (_set, fixtures) => {
    const positives = fixtures.filter((fixture) => !fixture.negative);
    const negatives = fixtures.filter((fixture) => fixture.negative);

    it.each(positives.map((fixture) => [fixture.file, fixture] as const))(
      '%s yields its legs',
      (_file, fixture) => {
        const result = parseSegments(fixture.text, { today: todayOf(fixture) });
        if (!result.ok) throw new Error(result.error);
        expect(result.format).toBe(fixture.format);
        expect(result.segments.map(rawFields)).toEqual(fixture.legs.map(rawFields));
        fixture.legs.forEach((leg, index) => {
          if (leg.operatedBy !== undefined) expect(result.segments[index]?.operatedBy).toBe(leg.operatedBy);
        });
      },
    );

    it.each(negatives.map((fixture) => [fixture.file, fixture] as const))(
      '%s is rejected',
      (_file, fixture) => {
        const result = parseSegments(fixture.text, { today: todayOf(fixture) });
        expect(result.ok).toBe(false);
        if (result.ok) return;
        expect(result.error).toMatch(
          /^(Linha \d+ não é um trecho reconhecido: ".+"|Nenhum trecho de voo encontrado no texto\.)/,
        );
        if (result.line !== undefined) expect(result.error).toContain(`Linha ${result.line} `);
      },
    );
  },
);

describe('trips of the project fixtures', () => {
  const withTrips = own.filter((fixture) => fixture.trips);

  it('covers one-way, round-trip and multi-leg itineraries and every leg type', () => {
    const kinds = new Set(withTrips.map((fixture) => fixture.trips?.tipo_trecho));
    expect([...kinds].sort()).toEqual(['ida_volta', 'multitrecho', 'so_ida']);
    const types = new Set(withTrips.flatMap((fixture) => fixture.trips?.tipos_perna ?? []));
    for (const type of ['conexao', 'escala', 'stopover']) expect(types).toContain(type);
  });

  it.each(withTrips.map((fixture) => [fixture.file, fixture] as const))(
    '%s splits as expected',
    (_file, fixture) => {
      const result = parsePnr(fixture.text, { today: todayOf(fixture) });
      if (!result.ok) throw new Error(result.error);
      const expected = fixture.trips;
      expect(result.distribuicao_voos).toEqual(expected?.distribuicao_voos);
      expect(result.qtd_trechos).toBe(expected?.distribuicao_voos.length);
      expect(result.tipo_trecho).toBe(expected?.tipo_trecho);
      const legs = result.bilhetes.flatMap((ticket) => ticket.viagem.trechos.flatMap((trip) => trip.pernas));
      expect(legs.map((leg) => leg.tipo_perna)).toEqual(expected?.tipos_perna);
      if (expected?.primeira_partida) expect(legs[0]?.data_hora_partida).toBe(expected.primeira_partida);
    },
  );
});
