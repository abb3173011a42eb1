import { SimpleGrid, Stack } from '@mantine/core';
import { IconCash, IconCategory, IconPackage, IconShoppingCart } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCounter } from '@/features/dashboard/api/get-counter';
import { DashboardCharts } from '@/features/dashboard/components/dashboard-charts';
import { DateFilter, initialRange } from '@/features/dashboard/components/date-filter';
import { LatestOrders } from '@/features/dashboard/components/latest-orders';
import { StatTile } from '@/features/dashboard/components/stat-tile';
import type { CounterPath } from '@/features/dashboard/dashboard-types';
import type { DateRangeParams } from '@/features/dashboard/date-range';
import { formatDzd } from '@/lib/formatters';
import { PageHeader } from '@/ui/page-header';

/**
 * Dashboard (docs/product/admin.md, Dashboard): counts of articles, categories and orders, revenue in
 * DA, charts, latest orders.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const [range, setRange] = useState<DateRangeParams>(initialRange);
  return (
    <Stack gap="lg">
      <PageHeader title={t('admin.pages.dashboard')} />
      <DateFilter onApply={setRange} />
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
        <Counter
          call="countArticles"
          range={range}
          label={t('boDashboard.counters.articles')}
          icon={<IconPackage size={24} />}
          color="blue"
        />
        <Counter
          call="countCategories"
          range={range}
          label={t('boDashboard.counters.categories')}
          icon={<IconCategory size={24} />}
          color="orange"
        />
        <Counter
          call="countCommandes"
          range={range}
          label={t('boDashboard.counters.commandes')}
          icon={<IconShoppingCart size={24} />}
          color="grape"
        />
        <Counter
          call="countRevenues"
          range={range}
          label={t('boDashboard.counters.revenue')}
          icon={<IconCash size={24} />}
          color="teal"
          money
        />
      </SimpleGrid>
      <DashboardCharts kind="admin" range={range} />
      <LatestOrders kind="admin" />
    </Stack>
  );
}

interface CounterProps {
  call: CounterPath;
  range: DateRangeParams;
  label: string;
  icon: ReactNode;
  color: string;
  /** Revenue: shown in DA. */
  money?: boolean;
}

function Counter({ call, range, label, icon, color, money = false }: CounterProps) {
  const query = useCounter('admin', call, range);
  const value =
    query.data === undefined ? undefined : money ? formatDzd(query.data, 'DA') : String(query.data);
  return (
    <StatTile
      label={label}
      value={value}
      icon={icon}
      color={color}
      isError={query.isError}
      onRetry={() => void query.refetch()}
    />
  );
}
