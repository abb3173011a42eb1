import { algiersDay } from '@souk/domain/algiers-time';
import { monthLabel } from '@/features/dashboard/chart-data';
import type { ChartPoint } from '@/features/dashboard/components/revenue-chart';

/** From the first day of the Algiers month 11 months ago to today: the last 12 months, this one included. */
export function lastTwelveMonths(today = algiersDay()): { dateDebut: string; dateFin: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(year, month - 12, 1));
  return { dateDebut: start.toISOString().slice(0, 10), dateFin: today };
}

/** Every 'YYYY-MM' from the month of `dateDebut` to the month of `dateFin`, both included. */
export function monthsBetween(dateDebut: string, dateFin: string): string[] {
  const months: string[] = [];
  const [y0, m0] = dateDebut.split('-').map(Number) as [number, number];
  const last = dateFin.slice(0, 7);
  for (let i = 0; i < 600; i++) {
    const mois = new Date(Date.UTC(y0, m0 - 1 + i, 1)).toISOString().slice(0, 7);
    if (mois > last) break;
    months.push(mois);
  }
  return months;
}

/**
 * A chart's points over whole months: each month of the period, its figures from the reply (which
 * may list only the months that had some), zero otherwise.
 */
export function monthlyPoints<R extends { mois: string }>(
  rows: readonly R[],
  period: { dateDebut: string; dateFin: string },
  figures: (row: R) => number[],
  zero: number[],
): ChartPoint[] {
  const byMonth = new Map(rows.map((row) => [row.mois, row]));
  return monthsBetween(period.dateDebut, period.dateFin).map((mois) => {
    const row = byMonth.get(mois);
    return { key: mois, label: monthLabel(mois), values: row ? figures(row) : zero };
  });
}
