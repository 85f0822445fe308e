import { describe, expect, it } from 'vitest';
import { sameCity } from './cities.ts';
import { groundMinutes, inferDistribution, legType, splitAtLongestStops, tripKind } from './trips.ts';
import type { Segment } from './types.ts';

let line = 0;

/** A leg departing and arriving at local 'YYYY-MM-DDTHH:mm' times. */
function leg(route: string, departure: string, arrival: string, flight = String(1000 + line)): Segment {
  line++;
  const [origin = '', destination = ''] = route.split('-');
  return {
    airline: 'LA',
    flight,
    class: 'Y',
    date: '',
    origin,
    destination,
    departure: '',
    arrival: '',
    arrivalDayOffset: 0,
    format: 'amadeus',
    line,
    status: 'HK',
    operatedBy: null,
    departureDateTime: departure,
    arrivalDateTime: arrival,
  };
}

describe('inferDistribution', () => {
  it('keeps a single leg and a connecting one-way as one trip', () => {
    expect(inferDistribution([leg('GRU-POA', '2027-03-15T07:00', '2027-03-15T08:35')])).toEqual([1]);
    expect(
      inferDistribution([
        leg('GRU-BSB', '2027-03-15T07:00', '2027-03-15T08:40'),
        leg('BSB-MAO', '2027-03-15T23:30', '2027-03-16T01:40'),
      ]),
    ).toEqual([2]);
  });

  it('splits a round trip at the longest ground time, another city airport counting as the origin', () => {
    const legs = [
      leg('GRU-BSB', '2027-03-15T07:00', '2027-03-15T08:40'),
      leg('BSB-MAO', '2027-03-15T10:00', '2027-03-15T12:10'),
      leg('MAO-BSB', '2027-03-22T13:00', '2027-03-22T17:00'),
      leg('BSB-CGH', '2027-03-22T18:00', '2027-03-22T19:40'),
    ];
    expect(inferDistribution(legs)).toEqual([2, 2]);
  });

  it('treats a same-day return as a round trip', () => {
    const legs = [
      leg('CGH-SDU', '2027-02-20T07:00', '2027-02-20T08:05'),
      leg('SDU-CGH', '2027-02-20T21:10', '2027-02-20T22:15'),
    ];
    expect(inferDistribution(legs)).toEqual([1, 1]);
  });

  it('starts a new trip after every ground time over 24 hours when the itinerary does not return', () => {
    const legs = [
      leg('GRU-SSA', '2027-06-01T09:00', '2027-06-01T11:25'),
      leg('SSA-REC', '2027-06-05T12:10', '2027-06-05T13:20'),
      leg('REC-BSB', '2027-06-09T14:55', '2027-06-09T17:40'),
      leg('BSB-GIG', '2027-06-09T19:00', '2027-06-09T20:45'),
    ];
    expect(inferDistribution(legs)).toEqual([1, 1, 2]);
  });

  it('counts 24 hours on the ground exactly as a connection', () => {
    const legs = [
      leg('GRU-SSA', '2027-06-01T09:00', '2027-06-01T11:00'),
      leg('SSA-REC', '2027-06-02T11:00', '2027-06-02T12:10'),
    ];
    expect(groundMinutes(legs[0] as Segment, legs[1] as Segment)).toBe(24 * 60);
    expect(inferDistribution(legs)).toEqual([2]);
    expect(legType(legs[0], legs[1] as Segment)).toBe('conexao');
  });
});

describe('splitAtLongestStops', () => {
  const legs = [
    leg('GRU-LIS', '2027-09-06T16:35', '2027-09-07T06:20'),
    leg('LIS-MAD', '2027-09-12T09:30', '2027-09-12T11:40'),
    leg('MAD-CDG', '2027-09-12T14:00', '2027-09-12T16:00'),
    leg('CDG-GRU', '2027-09-16T23:55', '2027-09-17T06:30'),
  ];

  it('cuts at the longest ground times in order', () => {
    expect(splitAtLongestStops(legs, 1)).toEqual([4]);
    expect(splitAtLongestStops(legs, 2)).toEqual([1, 3]);
    expect(splitAtLongestStops(legs, 3)).toEqual([1, 2, 1]);
    expect(splitAtLongestStops(legs, 4)).toEqual([1, 1, 1, 1]);
  });
});

describe('legType', () => {
  it('tells escala, conexão and stopover apart', () => {
    const first = leg('VCP-REC', '2027-05-05T06:10', '2027-05-05T09:25', '4380');
    const sameFlight = leg('REC-FOR', '2027-05-05T10:10', '2027-05-05T11:15', '4380');
    const otherFlight = leg('REC-FOR', '2027-05-05T10:10', '2027-05-05T11:15', '4381');
    const later = leg('REC-FOR', '2027-05-08T10:10', '2027-05-08T11:15', '4380');
    expect(legType(undefined, first)).toBeNull();
    expect(legType(first, sameFlight)).toBe('escala');
    expect(legType(first, otherFlight)).toBe('conexao');
    expect(legType(first, later)).toBe('stopover');
  });
});

describe('tripKind and cities', () => {
  it('names the quote request kinds', () => {
    expect(tripKind(1)).toBe('so_ida');
    expect(tripKind(2)).toBe('ida_volta');
    expect(tripKind(3)).toBe('multitrecho');
    expect(tripKind(6)).toBe('multitrecho');
  });

  it('groups the airports of a city', () => {
    expect(sameCity('GRU', 'CGH')).toBe(true);
    expect(sameCity('GIG', 'SDU')).toBe(true);
    expect(sameCity('GRU', 'GIG')).toBe(false);
    expect(sameCity('POA', 'POA')).toBe(true);
  });
});
