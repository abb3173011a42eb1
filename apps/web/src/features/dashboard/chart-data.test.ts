import { algiersDay } from '@souk/domain/algiers-time';
import { describe, expect, it } from 'vitest';
import { niceMax, revenueSeries } from '@/features/dashboard/chart-data';
import { isReversed, rangeParams } from '@/features/dashboard/date-range';

describe('dashboard date range', () => {
  it('is sent only when both dates are set', () => {
    expect(rangeParams('2023-06-01', '2023-06-30')).toEqual({
      dateDebut: '2023-06-01',
      dateFin: '2023-06-30',
    });
    expect(rangeParams('2023-06-01', '')).toEqual({});
    expect(rangeParams('', '2023-06-30')).toEqual({});
    expect(rangeParams('', '')).toEqual({});
  });

  it('tells a reversed range, and today as an ISO day', () => {
    expect(isReversed('2023-07-01', '2023-06-01')).toBe(true);
    expect(isReversed('2023-06-01', '2023-06-01')).toBe(false);
    expect(isReversed('2023-07-01', '')).toBe(false);
    expect(algiersDay(new Date(Date.UTC(2024, 1, 29, 15)))).toBe('2024-02-29');
  });

  it("takes today in Algeria, not in the browser's time zone (an order at 23:30 UTC is tomorrow's)", () => {
    expect(algiersDay(new Date('2024-02-28T23:30:00Z'))).toBe('2024-02-29');
    expect(algiersDay(new Date('2024-12-31T22:59:59Z'))).toBe('2024-12-31');
    expect(algiersDay(new Date('2024-12-31T23:00:00Z'))).toBe('2025-01-01');
  });
});

describe('revenueSeries', () => {
  it('fills every day of a short period with zeros where nothing was earned', () => {
    const series = revenueSeries(
      [
        { date: '2023-06-03', total: 10.5 },
        { date: '2023-06-01', total: 100 },
      ],
      { dateDebut: '2023-06-01', dateFin: '2023-06-04' },
    );
    expect(series.granularity).toBe('day');
    expect(series.points).toEqual([
      { key: '2023-06-01', label: '01/06', total: 100 },
      { key: '2023-06-02', label: '02/06', total: 0 },
      { key: '2023-06-03', label: '03/06', total: 10.5 },
      { key: '2023-06-04', label: '04/06', total: 0 },
    ]);
  });

  it('groups a long period by month, and a very long one by year, with exact sums', () => {
    const days = [
      { date: '2023-06-01', total: 0.1 },
      { date: '2023-06-30', total: 0.2 },
      { date: '2023-08-15', total: 5 },
    ];
    const months = revenueSeries(days, { dateDebut: '2023-06-01', dateFin: '2023-09-10' });
    expect(months.granularity).toBe('month');
    expect(months.points.map((p) => [p.key, p.total])).toEqual([
      ['2023-06', 0.3],
      ['2023-07', 0],
      ['2023-08', 5],
      ['2023-09', 0],
    ]);
    const years = revenueSeries(days, { dateDebut: '2019-01-01', dateFin: '2024-12-31' });
    expect(years.granularity).toBe('year');
    expect(years.points.map((p) => [p.label, p.total])).toEqual([
      ['2019', 0],
      ['2020', 0],
      ['2021', 0],
      ['2022', 0],
      ['2023', 5.3],
      ['2024', 0],
    ]);
  });

  it('spans the earning days when no filter is applied, and nothing when there are none', () => {
    const series = revenueSeries(
      [
        { date: '2023-06-02', total: 1 },
        { date: '2023-06-04', total: 2 },
      ],
      {},
    );
    expect(series.points.map((p) => p.key)).toEqual(['2023-06-02', '2023-06-03', '2023-06-04']);
    expect(revenueSeries([], {}).points).toEqual([]);
  });

  it('rounds the axis up to a round value', () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(7)).toBe(10);
    expect(niceMax(180)).toBe(200);
    expect(niceMax(2100)).toBe(2500);
    expect(niceMax(4200)).toBe(5000);
    expect(niceMax(5000)).toBe(5000);
  });
});
