import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMinutes, parseClockTime, parseGdsTime } from './times.ts';

describe('parseGdsTime', () => {
  it('reads 12-hour GDS times', () => {
    expect(parseGdsTime('1130P')).toBe(23 * 60 + 30);
    expect(parseGdsTime('610A')).toBe(6 * 60 + 10);
    expect(parseGdsTime('1210P')).toBe(12 * 60 + 10);
    expect(parseGdsTime('1215A')).toBe(15);
    expect(parseGdsTime('1200N')).toBe(12 * 60);
    expect(parseGdsTime('1200M')).toBe(0);
  });

  it('reads 24-hour GDS times', () => {
    expect(parseGdsTime('0540')).toBe(5 * 60 + 40);
    expect(parseGdsTime('0000')).toBe(0);
    expect(parseGdsTime('2359')).toBe(23 * 60 + 59);
  });

  it('refuses impossible times', () => {
    for (const text of [
      '2400',
      '1260',
      '1360P',
      '000A',
      '1300A',
      '1100N',
      '1230M',
      '540',
      '12345',
      '',
      'ABCD',
    ]) {
      expect(parseGdsTime(text), text).toBeNull();
    }
  });

  it('reads every 24-hour time back from its own printing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 24 * 60 - 1 }), (minutes) => {
        expect(parseGdsTime(formatMinutes(minutes).replace(':', ''))).toBe(minutes);
      }),
    );
  });

  it('reads every 12-hour time back from its own printing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 24 * 60 - 1 }), (minutes) => {
        const hour = Math.floor(minutes / 60);
        const hour12 = hour % 12 === 0 ? 12 : hour % 12;
        const text = `${hour12}${String(minutes % 60).padStart(2, '0')}${hour < 12 ? 'A' : 'P'}`;
        expect(parseGdsTime(text)).toBe(minutes);
      }),
    );
  });
});

describe('parseClockTime', () => {
  it('reads e-mail clocks', () => {
    expect(parseClockTime('11', '30')).toBe(11 * 60 + 30);
    expect(parseClockTime('8', '05', 'PM')).toBe(20 * 60 + 5);
    expect(parseClockTime('12', '10', 'a')).toBe(10);
    expect(parseClockTime('12', '00', 'p')).toBe(12 * 60);
    expect(parseClockTime('24', '00')).toBeNull();
    expect(parseClockTime('13', '00', 'PM')).toBeNull();
  });

  it('formats minutes as HH:mm', () => {
    expect(formatMinutes(0)).toBe('00:00');
    expect(formatMinutes(20 * 60 + 5)).toBe('20:05');
  });
});

describe('parseGdsTime with a colon', () => {
  it('reads 24-hour times as reformatted displays print them', () => {
    expect(parseGdsTime('05:40')).toBe(5 * 60 + 40);
    expect(parseGdsTime('7:05')).toBe(7 * 60 + 5);
    expect(parseGdsTime('24:00')).toBeNull();
    expect(parseGdsTime('7:05P')).toBeNull();
  });
});
