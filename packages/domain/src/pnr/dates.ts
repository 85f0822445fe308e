/** Calendar helpers for itinerary dates: month names, day numbers and the year of dates printed without one. */

const GDS_MONTHS: Readonly<Record<string, number>> = {
  JAN: 1,
  FEB: 2,
  MAR: 3,
  APR: 4,
  MAY: 5,
  JUN: 6,
  JUL: 7,
  AUG: 8,
  SEP: 9,
  OCT: 10,
  NOV: 11,
  DEC: 12,
};

/** First three letters of month names in Portuguese and English, lower case. */
const TEXT_MONTHS: Readonly<Record<string, number>> = {
  jan: 1,
  fev: 2,
  feb: 2,
  mar: 3,
  abr: 4,
  apr: 4,
  mai: 5,
  may: 5,
  jun: 6,
  jul: 7,
  ago: 8,
  aug: 8,
  set: 9,
  sep: 9,
  out: 10,
  oct: 10,
  nov: 11,
  dez: 12,
  dec: 12,
};

/** 'NOV' → 11; null for anything else. */
export function gdsMonth(abbreviation: string): number | null {
  return Object.hasOwn(GDS_MONTHS, abbreviation) ? (GDS_MONTHS[abbreviation] ?? null) : null;
}

/** 'março', 'mar.', 'Nov', 'dezembro' → month number; null for anything else. */
export function textMonth(name: string): number | null {
  const key = name.slice(0, 3).toLowerCase();
  return Object.hasOwn(TEXT_MONTHS, key) ? (TEXT_MONTHS[key] ?? null) : null;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function daysInMonth(year: number, month: number): number {
  if (month === 2 && isLeapYear(year)) return 29;
  return MONTH_DAYS[month - 1] ?? 0;
}

/** Whether day/month exists in some year (29 February included). */
export function isValidDayMonth(day: number, month: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= (month === 2 ? 29 : (MONTH_DAYS[month - 1] ?? 0));
}

export function isValidDate(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** Days since 1970-01-01 of a calendar date (proleptic Gregorian, without Date objects). */
export function epochDay(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

function pad(value: number, length: number): string {
  return String(value).padStart(length, '0');
}

/** 'YYYY-MM-DD' of a day number. */
export function isoDate(dayNumber: number): string {
  const z = dayNumber + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** The calendar date of `today` in the runtime's timezone, as a day number. */
export function todayEpochDay(today: Date): number {
  return epochDay(today.getFullYear(), today.getMonth() + 1, today.getDate());
}

/** How many years ahead a date without a year may land (29 February waits for a leap year). */
export const YEAR_SEARCH = 8;

/**
 * Year of a day/month printed without one: the reference year, or the next year when the date has already
 * passed in it (29 February goes to the next leap year). Null when the day/month never exists.
 */
export function inferYear(day: number, month: number, today: Date): number | null {
  const reference = todayEpochDay(today);
  const firstYear = today.getFullYear();
  for (let year = firstYear; year < firstYear + YEAR_SEARCH; year++) {
    if (isValidDate(year, month, day) && epochDay(year, month, day) >= reference) return year;
  }
  return null;
}

/** Two-digit years read as 20xx. */
export function fullYear(text: string): number {
  const year = Number(text);
  return text.length <= 2 ? 2000 + year : year;
}
