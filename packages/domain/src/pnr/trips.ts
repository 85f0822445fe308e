/** How the legs of an itinerary form trips (trechos) and how each leg follows the previous one. */
import type { TipoPerna } from '../cotacoes.ts';
import { sameCity } from './cities.ts';
import { epochDay } from './dates.ts';
import type { Segment } from './types.ts';

/** Ground time above which a stop is a stopover (inside a trip) or the end of a trip (when inferring). */
export const CONNECTION_LIMIT_MINUTES = 24 * 60;

/** Minutes since 1970 of a local 'YYYY-MM-DDTHH:mm' (wall-clock arithmetic, no timezone). */
export function localMinutes(dateTime: string): number {
  const day = epochDay(
    Number(dateTime.slice(0, 4)),
    Number(dateTime.slice(5, 7)),
    Number(dateTime.slice(8, 10)),
  );
  return day * 1440 + Number(dateTime.slice(11, 13)) * 60 + Number(dateTime.slice(14, 16));
}

/** Ground time between two consecutive legs, in minutes of local clock time. */
export function groundMinutes(previous: Segment, next: Segment): number {
  return localMinutes(next.departureDateTime) - localMinutes(previous.arrivalDateTime);
}

/** Ground time before each leg; the first is null. */
export function groundTimes(segments: readonly Segment[]): (number | null)[] {
  return segments.map((segment, index) => {
    const previous = segments[index - 1];
    return previous ? groundMinutes(previous, segment) : null;
  });
}

/** Splits the legs into `trips` trips at the longest ground times, keeping their order. */
export function splitAtLongestStops(segments: readonly Segment[], trips: number): number[] {
  const gaps = groundTimes(segments)
    .map((minutes, index) => ({ minutes: minutes ?? Number.NEGATIVE_INFINITY, index }))
    .slice(1)
    .sort((a, b) => b.minutes - a.minutes || a.index - b.index)
    .slice(0, Math.max(0, trips - 1))
    .map((gap) => gap.index)
    .sort((a, b) => a - b);
  return distributionFromBreaks(gaps, segments.length);
}

function distributionFromBreaks(breaks: readonly number[], total: number): number[] {
  const distribution: number[] = [];
  let start = 0;
  for (const index of breaks) {
    distribution.push(index - start);
    start = index;
  }
  distribution.push(total - start);
  return distribution;
}

/**
 * Trips when the caller did not say: a round trip when the itinerary ends where it started (the same city),
 * split at the longest ground time; otherwise a new trip after every ground time over 24 hours.
 */
export function inferDistribution(segments: readonly Segment[]): number[] {
  const first = segments[0];
  const last = segments.at(-1);
  if (!first || !last) return [];
  if (segments.length === 1) return [1];
  if (sameCity(first.origin, last.destination)) return splitAtLongestStops(segments, 2);
  const breaks: number[] = [];
  groundTimes(segments).forEach((minutes, index) => {
    if (minutes !== null && minutes > CONNECTION_LIMIT_MINUTES) breaks.push(index);
  });
  return distributionFromBreaks(breaks, segments.length);
}

/**
 * How a leg follows the previous one in its trip: the same flight number continuing is an escala, a ground
 * time up to 24 hours a conexão, a longer one a stopover; the first leg of a trip has none.
 */
export function legType(previous: Segment | undefined, leg: Segment): TipoPerna | null {
  if (!previous) return null;
  const ground = groundMinutes(previous, leg);
  if (ground > CONNECTION_LIMIT_MINUTES) return 'stopover';
  const sameFlight = previous.airline === leg.airline && Number(previous.flight) === Number(leg.flight);
  return sameFlight && previous.destination === leg.origin ? 'escala' : 'conexao';
}

/** Trip kind of the quote request for a number of trips (1 one way, 2 round trip, 3+ multi-leg). */
export type TipoTrecho = 'so_ida' | 'ida_volta' | 'multitrecho';

export function tripKind(trips: number): TipoTrecho {
  if (trips <= 1) return 'so_ida';
  return trips === 2 ? 'ida_volta' : 'multitrecho';
}
