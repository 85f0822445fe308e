/** Clock times as GDS displays and airline e-mails print them, read into minutes after midnight. */

/**
 * Regex source of one GDS time: 12-hour with A/P/N/M ('1130P', '610A', '1200N') or 24-hour ('0540', and
 * '05:40' as reformatted displays print it).
 */
export const GDS_TIME = '(?:\\d{3,4}[APNM]|\\d{4}(?![\\d:])|\\d{1,2}:\\d{2}(?![\\d:]))';

const RE_GDS_TIME = /^(\d{1,2})(:?)(\d{2})([APNM])?$/;

/** '1130P' → 1410, '1200N' → 720, '1200M' → 0, '0540' → 340; null when it is not a valid time. */
export function parseGdsTime(text: string): number | null {
  const match = RE_GDS_TIME.exec(text);
  if (!match) return null;
  const [, hourText = '', colon, minuteText = '', suffix] = match;
  const hour = Number(hourText);
  const minute = Number(minuteText);
  if (minute > 59 || (colon && suffix !== undefined)) return null;
  if (suffix === undefined) {
    if ((hourText.length !== 2 && !colon) || hour > 23) return null;
    return hour * 60 + minute;
  }
  if (suffix === 'N') return hour === 12 && minute === 0 ? 720 : null;
  if (suffix === 'M') return hour === 12 && minute === 0 ? 0 : null;
  return twelveHour(hour, minute, suffix === 'P');
}

/** Hour and minute of a 12-hour clock to minutes after midnight (12:xx AM is just after midnight). */
function twelveHour(hour: number, minute: number, pm: boolean): number | null {
  if (hour < 1 || hour > 12 || minute > 59) return null;
  const base = hour === 12 ? 0 : hour;
  return (pm ? base + 12 : base) * 60 + minute;
}

/** An e-mail clock ('11:30', '7h30', '8:05PM', '8:05 p.m.') to minutes; null when out of range. */
export function parseClockTime(hourText: string, minuteText: string, meridiem?: string): number | null {
  const hour = Number(hourText);
  const minute = Number(minuteText);
  if (!Number.isInteger(hour) || !Number.isInteger(minute) || minute > 59) return null;
  if (meridiem) return twelveHour(hour, minute, meridiem.toUpperCase().startsWith('P'));
  if (hour > 23) return null;
  return hour * 60 + minute;
}

/** Minutes after midnight as 'HH:mm'. */
export function formatMinutes(minutes: number): string {
  const hour = Math.floor(minutes / 60);
  const minute = minutes % 60;
  return `${hour < 10 ? '0' : ''}${hour}:${minute < 10 ? '0' : ''}${minute}`;
}
