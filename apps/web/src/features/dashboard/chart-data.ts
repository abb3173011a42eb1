import dayjs from 'dayjs';
import type { Statistiques } from '@/features/dashboard/dashboard-types';
import type { DateRangeParams } from '@/features/dashboard/date-range';
import { formatDate } from '@/lib/formatters';

/** A day of `…/statistiques` (DZD amounts). */
export type RevenueDay = Statistiques['revenus_par_jour'][number];

export type Granularity = 'day' | 'month' | 'year';

export interface RevenuePoint {
  /** 'YYYY-MM-DD', 'YYYY-MM' or 'YYYY'. */
  key: string;
  /** Short label for the axis ('01/06', 'juin 2023', '2023'). */
  label: string;
  total: number;
}

export interface RevenueSeries {
  granularity: Granularity;
  points: RevenuePoint[];
}

/** Up to two months are shown day by day, up to four years month by month, beyond that by year. */
const MAX_DAYS = 62;
const MAX_MONTHS = 48;

const KEY_FORMAT: Record<Granularity, string> = { day: 'YYYY-MM-DD', month: 'YYYY-MM', year: 'YYYY' };

function labelOf(granularity: Granularity, start: dayjs.Dayjs): string {
  if (granularity === 'day') return start.format('DD/MM');
  if (granularity === 'month')
    return formatDate(Date.UTC(start.year(), start.month(), 1), 'monthYear', undefined, 'UTC');
  return start.format('YYYY');
}

/** An Algiers month of the money replies ('2026-11') as the charts' axis reads it ('nov. 2026'). */
export function monthLabel(mois: string): string {
  const [year, month] = mois.split('-').map(Number);
  return labelOf('month', dayjs(Date.UTC(year ?? 1970, (month ?? 1) - 1, 1)));
}

/**
 * The revenue chart's bars: the server lists only the days that earned something; this fills the
 * gaps with zeros over the filtered period (or from the first to the last earning day when no filter
 * is applied) and groups by month or year when the period is long.
 */
export function revenueSeries(days: readonly RevenueDay[], range: DateRangeParams): RevenueSeries {
  const sorted = [...days].sort((a, b) => a.date.localeCompare(b.date));
  const first = range.dateDebut ?? sorted[0]?.date;
  const last = range.dateFin ?? sorted.at(-1)?.date;
  if (!first || !last) return { granularity: 'day', points: [] };
  const from = dayjs(first);
  const to = dayjs(last);
  const spanDays = to.diff(from, 'day') + 1;
  const spanMonths = to.diff(from.startOf('month'), 'month') + 1;
  const granularity: Granularity = spanDays <= MAX_DAYS ? 'day' : spanMonths <= MAX_MONTHS ? 'month' : 'year';
  const totals = new Map<string, number>();
  for (const day of sorted) {
    const key = dayjs(day.date).format(KEY_FORMAT[granularity]);
    // Centimes, so that sums of DZD amounts stay exact.
    totals.set(key, (totals.get(key) ?? 0) + Math.round(day.total * 100));
  }
  const points: RevenuePoint[] = [];
  for (let cursor = from.startOf(granularity); !cursor.isAfter(to); cursor = cursor.add(1, granularity)) {
    const key = cursor.format(KEY_FORMAT[granularity]);
    points.push({ key, label: labelOf(granularity, cursor), total: (totals.get(key) ?? 0) / 100 });
  }
  return { granularity, points };
}

/** A round axis maximum (1, 2, 2.5 or 5 × 10ⁿ) at or above `max`, so gridlines fall on round values. */
export function niceMax(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 2.5, 5, 10]) {
    if (step * power >= max) return step * power;
  }
  return 10 * power;
}
