import { useTranslation } from 'react-i18next';
import { BarsChart, type ChartBar, type ChartPoint } from '@/features/dashboard/components/revenue-chart';

/** A money chart by month (the partner's last 12 months, the platform's revenue), with its spoken summary and table. */
export function MonthlyBars({
  bars,
  points,
  testId,
}: {
  bars: ChartBar[];
  points: ChartPoint[];
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <BarsChart
      bars={bars}
      points={points}
      summary={t('boFinances.chart.summary', {
        series: bars.map((b) => b.label).join(', '),
        from: points[0]?.label ?? '',
        to: points.at(-1)?.label ?? '',
      })}
      caption={t('boFinances.chart.table')}
      periodHeading={t('boFinances.chart.month')}
      empty={t('boFinances.chart.empty')}
      testId={testId}
    />
  );
}
