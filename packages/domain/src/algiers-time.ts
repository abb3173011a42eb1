/**
 * Algeria's calendar and clock, the one place they are computed (docs/decisions/0040-one-place-per-rule.md).
 * Algeria keeps UTC+1 all year (no daylight saving time since 1981), so an Algerian day is a plain
 * 24-hour period starting at 23:00 UTC the day before. Promotion dates, dashboard and audit ranges,
 * card expiry months and every date printed for people (invoices, CSV exports, mails, audit log) are
 * read here, whatever the server's or the browser's own time zone.
 */

import { formatLongDateIn } from './long-dates';

export const ALGIERS_TIME_ZONE = 'Africa/Algiers';
/** The offset, for SQL (`at time zone 'UTC' + interval '1 hour'`) and ISO strings. */
export const ALGIERS_UTC_OFFSET_HOURS = 1;
const DAY_MS = 24 * 60 * 60 * 1000;

const numericParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: ALGIERS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

type Parts = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;

function partsOf(at: Date): Parts {
  const parts: Record<string, string> = {};
  for (const p of numericParts.formatToParts(at)) parts[p.type] = p.value;
  return parts as Parts;
}

/** The Algerian calendar day of that instant (default: now), 'YYYY-MM-DD'. */
export function algiersDay(at: Date = new Date()): string {
  const p = partsOf(at);
  return `${p.year}-${p.month}-${p.day}`;
}

/** The Algerian day `days` days after that instant's (negative: before), 'YYYY-MM-DD'. */
export function algiersDayIn(at: Date, days: number): string {
  return algiersDay(new Date(at.getTime() + days * DAY_MS));
}

/** The year and month (1–12) of that instant in Algeria. */
export function algiersYearMonth(at: Date): { year: number; month: number } {
  const p = partsOf(at);
  return { year: Number(p.year), month: Number(p.month) };
}

/** The instant an Algerian day 'YYYY-MM-DD' starts. */
export function algiersMidnight(day: string): Date {
  return new Date(`${day}T00:00:00+0${ALGIERS_UTC_OFFSET_HOURS}:00`);
}

/** Instants of the Algerian days `from` to `to`, both included: `until` is excluded. */
export function algiersDayRange(from: string, to: string): { from: Date; until: Date } {
  return { from: algiersMidnight(from), until: new Date(algiersMidnight(to).getTime() + DAY_MS) };
}

/** A calendar day 'YYYY-MM-DD' as the screens and messages print it, 'DD/MM/YYYY'; anything else as it is. */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : day;
}

export type AlgiersLanguage = 'fr' | 'ar' | 'en';

/**
 * How a time is printed: 'date' 29/11/2026, 'time' 08:05, 'dateTime' 29/11/2026 08:05,
 * 'dateTimeSeconds' 29/11/2026 08:05:09 (day first and Latin digits in all three languages, as the
 * screens write them), 'long' 29 novembre 2026 / 29 نوفمبر 2026 / 29 November 2026.
 */
export type AlgiersStyle = 'date' | 'time' | 'dateTime' | 'dateTimeSeconds' | 'long';

/** That instant as it reads in Algeria. */
export function formatAlgiers(at: Date, style: AlgiersStyle, language: AlgiersLanguage = 'fr'): string {
  const p = partsOf(at);
  if (style === 'long') return formatLongDateIn(Number(p.year), Number(p.month), Number(p.day), language);
  const date = `${p.day}/${p.month}/${p.year}`;
  const time = `${p.hour}:${p.minute}`;
  switch (style) {
    case 'date':
      return date;
    case 'time':
      return time;
    case 'dateTime':
      return `${date} ${time}`;
    case 'dateTimeSeconds':
      return `${date} ${time}:${p.second}`;
  }
}
