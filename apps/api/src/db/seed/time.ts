export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);
export const after = (date: Date, ms: number) => new Date(date.getTime() + ms);

const ALGIERS_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Algiers',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** 'YYYY-MM-DD' of that instant in Algeria: promotion dates are Algerian calendar days. */
export function algiersDate(date: Date): string {
  return ALGIERS_DAY.format(date);
}

export function algiersDateIn(now: Date, days: number): string {
  return algiersDate(after(now, days * DAY));
}
