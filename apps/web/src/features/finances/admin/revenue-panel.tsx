import { Card, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { IconCoins, IconReceiptRefund, IconScale } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateFilter } from '@/features/dashboard/components/date-filter';
import { StatTile } from '@/features/dashboard/components/stat-tile';
import { useRevenus } from '@/features/finances/api/admin-finances';
import { MonthlyBars } from '@/features/finances/components/monthly-bars';
import { lastTwelveMonths, monthlyPoints } from '@/features/finances/months';
import { formatDzd } from '@/lib/formatters';
import { LoadError } from '@/ui/load-error';

/** The platform's revenue (`revenus`): commissions, coupons it funded and net, over a period and by month. */
export function RevenuePanel() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState(lastTwelveMonths);
  const revenus = useRevenus(period);
  const data = revenus.data;
  const da = (amount: number | undefined) => (amount === undefined ? undefined : formatDzd(amount, 'DA'));
  const bars = [
    { label: t('boFinances.revenus.commissions'), color: 'teal' },
    { label: t('boFinances.revenus.remises_coupon'), color: 'orange' },
    { label: t('boFinances.revenus.net'), color: 'blue' },
  ];
  const points = data
    ? monthlyPoints(data.par_mois, period, (m) => [m.commissions, m.remises_coupon, m.net], [0, 0, 0])
    : [];

  return (
    <Stack gap="md">
      <DateFilter
        loading={revenus.isFetching}
        onApply={(range) =>
          setPeriod(
            range.dateDebut && range.dateFin
              ? { dateDebut: range.dateDebut, dateFin: range.dateFin }
              : lastTwelveMonths(),
          )
        }
        initial={period}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <StatTile
          label={bars[0].label}
          value={da(data?.commissions)}
          icon={<IconCoins size={24} />}
          color="teal"
          isError={revenus.isError}
        />
        <StatTile
          label={bars[1].label}
          value={da(data?.remises_coupon)}
          icon={<IconReceiptRefund size={24} />}
          color="orange"
          isError={revenus.isError}
        />
        <StatTile
          label={bars[2].label}
          value={da(data?.net)}
          icon={<IconScale size={24} />}
          color="blue"
          isError={revenus.isError}
        />
      </SimpleGrid>
      <Card withBorder radius="md" padding="md">
        <Title order={2} fz="h4" mb="sm">
          {t('boFinances.revenus.title')}
        </Title>
        {revenus.isError && !data ? (
          <LoadError message={t('boFinances.revenus.loadError')} onRetry={() => void revenus.refetch()} />
        ) : data ? (
          <MonthlyBars bars={bars} points={points} testId="revenus-chart" />
        ) : (
          <Skeleton height={240} />
        )}
      </Card>
    </Stack>
  );
}
