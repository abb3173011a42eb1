import { Card, Skeleton, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { monthLabel } from '@/features/dashboard/chart-data';
import { useFinancesMois } from '@/features/finances/api/get-finances-mois';
import { MonthlyBars } from '@/features/finances/components/monthly-bars';
import { LoadError } from '@/ui/load-error';

/** The store's last 12 months: sales after promotion, the commissions taken and the net due, by month. */
export function MonthsChart() {
  const { t } = useTranslation();
  const mois = useFinancesMois();
  const bars = [
    { label: t('boFinances.months.ventes'), color: 'blue' },
    { label: t('boFinances.months.commissions'), color: 'orange' },
    { label: t('boFinances.months.net'), color: 'teal' },
  ];
  const points = (mois.data ?? []).map((m) => ({
    key: m.mois,
    label: monthLabel(m.mois),
    values: [m.ventes, m.commissions, m.net],
  }));
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} fz="h4" mb="sm">
        {t('boFinances.months.title')}
      </Title>
      {mois.isError ? (
        <LoadError message={t('boFinances.months.loadError')} onRetry={() => void mois.refetch()} />
      ) : mois.data ? (
        <MonthlyBars bars={bars} points={points} testId="months-chart" />
      ) : (
        <Skeleton height={240} />
      )}
    </Card>
  );
}
