import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { epochDay, gdsMonth, inferYear, isoDate, isValidDate, textMonth, todayEpochDay } from './dates.ts';

describe('month names', () => {
  it('reads GDS and Portuguese/English month names', () => {
    expect(gdsMonth('NOV')).toBe(11);
    expect(gdsMonth('XYZ')).toBeNull();
    expect(gdsMonth('constructor')).toBeNull();
    expect(textMonth('março')).toBe(3);
    expect(textMonth('Fev')).toBe(2);
    expect(textMonth('out.')).toBe(10);
    expect(textMonth('dezembro')).toBe(12);
    expect(textMonth('May')).toBe(5);
    expect(textMonth('foo')).toBeNull();
  });
});

describe('inferYear', () => {
  const today = new Date(2027, 5, 15);

  it('keeps the reference year for a date still ahead, today included', () => {
    expect(inferYear(15, 6, today)).toBe(2027);
    expect(inferYear(31, 12, today)).toBe(2027);
  });

  it('moves a date already past in the reference year to the next year', () => {
    expect(inferYear(14, 6, today)).toBe(2028);
    expect(inferYear(1, 1, today)).toBe(2028);
  });

  it('sends 29 February to the next leap year and refuses dates that never exist', () => {
    expect(inferYear(29, 2, new Date(2027, 0, 10))).toBe(2028);
    expect(inferYear(29, 2, new Date(2028, 2, 1))).toBe(2032);
    expect(inferYear(31, 4, today)).toBeNull();
  });

  const todayArb = fc.date({ min: new Date(1990, 0, 1), max: new Date(2090, 11, 31), noInvalidDate: true });
  const dayMonthArb = fc.record({
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  });

  it('never lands before the reference date, and within a year of it (29 February within 8)', () => {
    fc.assert(
      fc.property(todayArb, dayMonthArb, (reference, { day, month }) => {
        const year = inferYear(day, month, reference);
        const exists = month === 2 ? day <= 29 : isValidDate(2001, month, day);
        if (!exists) {
          expect(year).toBeNull();
          return;
        }
        expect(year).not.toBeNull();
        const inferred = epochDay(year ?? 0, month, day);
        const start = todayEpochDay(reference);
        expect(inferred).toBeGreaterThanOrEqual(start);
        expect(inferred - start).toBeLessThan(month === 2 && day === 29 ? 366 * 8 : 366);
      }),
    );
  });

  it('is the reference year exactly when the date has not passed in it', () => {
    fc.assert(
      fc.property(todayArb, dayMonthArb, (reference, { day, month }) => {
        const thisYear = reference.getFullYear();
        if (!isValidDate(thisYear, month, day)) return;
        const ahead = epochDay(thisYear, month, day) >= todayEpochDay(reference);
        expect(inferYear(day, month, reference)).toBe(
          ahead ? thisYear : inferYear(day, month, new Date(thisYear + 1, 0, 1)),
        );
      }),
    );
  });

  it('counts days like the calendar of Date', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2200 }), dayMonthArb, (year, { day, month }) => {
        if (!isValidDate(year, month, day)) return;
        const expected = Date.UTC(year, month - 1, day) / 86_400_000;
        expect(epochDay(year, month, day)).toBe(expected);
        expect(isoDate(expected)).toBe(new Date(expected * 86_400_000).toISOString().slice(0, 10));
      }),
    );
  });

  it('prints day numbers as ISO dates', () => {
    expect(isoDate(epochDay(2027, 3, 15))).toBe('2027-03-15');
    expect(isoDate(epochDay(2028, 2, 29))).toBe('2028-02-29');
  });
});
