/**
 * `parsePnr`: itinerary text to the flight quote's tickets, trips and legs (the result of
 * POST api/pnr/convert_pnr/ {pnr, qtd_trechos, distribuicao_voos}). Never throws.
 */
import type { TipoPerna } from '../cotacoes.ts';
import { PNR_MESSAGES } from './messages.ts';
import { parseSegments } from './segments.ts';
import {
  groundMinutes,
  inferDistribution,
  legType,
  splitAtLongestStops,
  type TipoTrecho,
  tripKind,
} from './trips.ts';
import type { ParseFailure, ParseOptions, PnrFormat, Segment } from './types.ts';

/** A leg (perna) of the flight quote. */
export interface PernaPnr {
  /** 1-based position in its trip */
  ordem: number;
  /** IATA airport codes */
  origem: string;
  destino: string;
  /** IATA airline code */
  cia_aerea: string;
  /** as printed, leading zeros kept */
  numero_do_voo: string;
  /** booking class letter, null when not printed */
  classe_reserva: string | null;
  /** local 'YYYY-MM-DDTHH:mm' */
  data_hora_partida: string;
  data_hora_chegada: string;
  dia_chegada_offset: number;
  operado_por: string | null;
  /** how the leg follows the previous one of the trip; null for the first */
  tipo_perna: TipoPerna | null;
  /** ground time before the leg, null for the first of a trip */
  tempo_solo_minutos: number | null;
  /** line of the pasted text the leg came from */
  linha: number;
}

/** A trip (trecho): legs from the trip's origin to its destination. */
export interface TrechoPnr {
  ordem: number;
  origem: string;
  destino: string;
  pernas: PernaPnr[];
}

/** A ticket (bilhete, a subcotação of the flight quote). */
export interface BilhetePnr {
  ordem: number;
  bilhete_ida: boolean;
  bilhete_volta: boolean;
  bilhete_independente: boolean;
  viagem: { trechos: TrechoPnr[] };
}

export type PnrResult =
  | {
      ok: true;
      formato: PnrFormat;
      tipo_trecho: TipoTrecho;
      qtd_trechos: number;
      distribuicao_voos: number[];
      bilhetes: BilhetePnr[];
      avisos: string[];
    }
  | ParseFailure;

export interface PnrOptions extends ParseOptions {
  /** number of trips: 1 one way, 2 round trip, 3+ multi-leg; inferred when absent */
  qtd_trechos?: unknown;
  /** flight segments per trip, in order ([2, 1]: two legs then one); inferred when absent */
  distribuicao_voos?: unknown;
  /** one ticket per trip instead of one ticket with every trip */
  bilhete_por_trecho?: boolean;
}

function failure(error: string): ParseFailure {
  return { ok: false, error };
}

/** A whole number from a number or numeric string; null for anything else. */
function wholeNumber(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) ? number : null;
}

function isAbsent(value: unknown): boolean {
  return (
    value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

/** The distribution asked for, checked against the legs read; inferred when neither field is given. */
function distributionFor(segments: readonly Segment[], options: PnrOptions): number[] | ParseFailure {
  const total = segments.length;
  let trips: number | null = null;
  if (!isAbsent(options.qtd_trechos)) {
    trips = wholeNumber(options.qtd_trechos);
    if (trips === null || trips < 1 || trips > total) return failure(PNR_MESSAGES.invalidTripCount(total));
  }
  if (!isAbsent(options.distribuicao_voos)) {
    const given = options.distribuicao_voos;
    if (!Array.isArray(given)) return failure(PNR_MESSAGES.invalidDistribution);
    const distribution = given.map(wholeNumber);
    if (distribution.some((count) => count === null || count < 1)) {
      return failure(PNR_MESSAGES.invalidDistribution);
    }
    const counts = distribution as number[];
    if (trips !== null && counts.length !== trips) {
      return failure(PNR_MESSAGES.distributionCountMismatch(counts.length, trips));
    }
    const sum = counts.reduce((acc, count) => acc + count, 0);
    if (sum !== total) return failure(PNR_MESSAGES.distributionSumMismatch(sum, total));
    return counts;
  }
  return trips === null ? inferDistribution(segments) : splitAtLongestStops(segments, trips);
}

function toLeg(segment: Segment, previous: Segment | undefined, ordem: number): PernaPnr {
  return {
    ordem,
    origem: segment.origin,
    destino: segment.destination,
    cia_aerea: segment.airline,
    numero_do_voo: segment.flight,
    classe_reserva: segment.class === '' ? null : segment.class,
    data_hora_partida: segment.departureDateTime,
    data_hora_chegada: segment.arrivalDateTime,
    dia_chegada_offset: segment.arrivalDayOffset,
    operado_por: segment.operatedBy,
    tipo_perna: legType(previous, segment),
    tempo_solo_minutos: previous ? groundMinutes(previous, segment) : null,
    linha: segment.line,
  };
}

function toTrips(segments: readonly Segment[], distribution: readonly number[]): TrechoPnr[] {
  const trips: TrechoPnr[] = [];
  let start = 0;
  distribution.forEach((count, index) => {
    const legs = segments.slice(start, start + count);
    start += count;
    trips.push({
      ordem: index + 1,
      origem: legs[0]?.origin ?? '',
      destino: legs.at(-1)?.destination ?? '',
      pernas: legs.map((leg, position) => toLeg(leg, legs[position - 1], position + 1)),
    });
  });
  return trips;
}

/**
 * One ticket with every trip (flagged ida and volta for a round trip, independente otherwise), or with
 * `bilhete_por_trecho` one ticket per trip (ida then volta for a round trip).
 */
function toTickets(trips: TrechoPnr[], perTrip: boolean): BilhetePnr[] {
  const roundTrip = trips.length === 2;
  if (!perTrip) {
    return [
      {
        ordem: 1,
        bilhete_ida: roundTrip,
        bilhete_volta: roundTrip,
        bilhete_independente: !roundTrip,
        viagem: { trechos: trips },
      },
    ];
  }
  return trips.map((trip, index) => ({
    ordem: index + 1,
    bilhete_ida: roundTrip && index === 0,
    bilhete_volta: roundTrip && index === 1,
    bilhete_independente: !roundTrip,
    viagem: { trechos: [{ ...trip, ordem: 1 }] },
  }));
}

function parse(text: unknown, options: PnrOptions): PnrResult {
  const read = parseSegments(text, options);
  if (!read.ok) return read;
  const distribution = distributionFor(read.segments, options ?? {});
  if (!Array.isArray(distribution)) return distribution;
  const trips = toTrips(read.segments, distribution);
  return {
    ok: true,
    formato: read.format,
    tipo_trecho: tripKind(distribution.length),
    qtd_trechos: distribution.length,
    distribuicao_voos: distribution,
    bilhetes: toTickets(trips, options.bilhete_por_trecho === true),
    avisos: read.warnings,
  };
}

/** Itinerary text (GDS display or airline e-mail) to tickets, trips and legs, or a pt-BR error. */
export function parsePnr(text: unknown, options: PnrOptions): PnrResult {
  try {
    return parse(text, options);
  } catch {
    return failure(PNR_MESSAGES.internal);
  }
}

/** The body of POST api/pnr/convert_pnr/ ({pnr, qtd_trechos, distribuicao_voos}) converted. */
export function convertPnr(
  body: unknown,
  options: ParseOptions & { bilhete_por_trecho?: boolean },
): PnrResult {
  if (typeof body !== 'object' || body === null) return failure(PNR_MESSAGES.notText);
  const { pnr, qtd_trechos, distribuicao_voos } = body as Record<string, unknown>;
  return parsePnr(pnr, { ...options, qtd_trechos, distribuicao_voos });
}
