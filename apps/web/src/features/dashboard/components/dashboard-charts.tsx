import { Anchor, Grid, Group, Paper, Skeleton, Text, Title } from '@mantine/core';
import type { Etat } from '@souk/domain/order-states';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor } from '@/app/route-names';
import { useStatistiques } from '@/features/dashboard/api/get-statistiques';
import { revenueSeries } from '@/features/dashboard/chart-data';
import { BarTable } from '@/features/dashboard/components/bar-table';
import { RevenueChart } from '@/features/dashboard/components/revenue-chart';
import type { Statistiques } from '@/features/dashboard/dashboard-types';
import type { DateRangeParams } from '@/features/dashboard/date-range';
import type { BackofficeKind } from '@/features/orders/backoffice-order-types';
import { etatLabel } from '@/lib/domain-labels';
import { formatDzd } from '@/lib/formatters';
import { LoadError } from '@/ui/load-error';

/** One colour per state in the chart (the badges use fewer: most states are plain grey there). */
const ETAT_COLORS: Record<Etat, string> = {
  en_attente_de_validation: 'yellow',
  en_attente_de_paiement: 'orange',
  en_attente_de_livraison: 'cyan',
  en_cours_de_livraison: 'blue',
  livree: 'teal',
  annulee: 'red',
};

interface DashboardChartsProps {
  kind: BackofficeKind;
  range: DateRangeParams;
}

/** A titled chart card. */
function ChartCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" h="100%" component="section" aria-label={title}>
      <Group justify="space-between" align="baseline" mb="sm" gap="xs">
        <Title order={2} fz="h4">
          {title}
        </Title>
        {subtitle && (
          <Text size="xs" c="dimmed">
            {subtitle}
          </Text>
        )}
      </Group>
      {children}
    </Paper>
  );
}

/**
 * The dashboard charts (beyond the original screens): revenue over the filtered period, orders per
 * state and, for an administrator, the stores that sold the most.
 */
export function DashboardCharts({ kind, range }: DashboardChartsProps) {
  const { t } = useTranslation();
  const query = useStatistiques(kind, range);
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  const data = query.data;
  const withTop = kind === 'admin';
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, lg: withTop ? 12 : 8 }}>
        <RevenueCard data={data} range={range} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: withTop ? 6 : 12, lg: withTop ? 6 : 4 }}>
        <ChartCard title={t('boDashboard.charts.etatsTitle')}>
          {data ? <EtatsTable data={data} /> : <Skeleton height={220} />}
        </ChartCard>
      </Grid.Col>
      {withTop && (
        <Grid.Col span={{ base: 12, md: 6 }}>
          <ChartCard title={t('boDashboard.charts.topTitle')}>
            {data ? <TopStoresTable data={data} /> : <Skeleton height={220} />}
          </ChartCard>
        </Grid.Col>
      )}
    </Grid>
  );
}

function RevenueCard({ data, range }: { data: Statistiques | undefined; range: DateRangeParams }) {
  const { t } = useTranslation();
  const series = data ? revenueSeries(data.revenus_par_jour, range) : null;
  const subtitle = series
    ? {
        day: t('boDashboard.charts.byDay'),
        month: t('boDashboard.charts.byMonth'),
        year: t('boDashboard.charts.byYear'),
      }[series.granularity]
    : undefined;
  return (
    <ChartCard title={t('boDashboard.charts.revenueTitle')} subtitle={subtitle}>
      {series ? <RevenueChart series={series} /> : <Skeleton height={240} />}
    </ChartCard>
  );
}

function EtatsTable({ data }: { data: Statistiques }) {
  const { t } = useTranslation();
  if (data.commandes_par_etat.every((e) => e.total === 0)) {
    return (
      <Text c="dimmed" size="sm" py="xl" ta="center">
        {t('boDashboard.charts.etatsEmpty')}
      </Text>
    );
  }
  return (
    <BarTable
      caption={t('boDashboard.charts.etatsTitle')}
      headers={[t('common.status'), t('boDashboard.charts.count')]}
      testId="etats-chart"
      rows={data.commandes_par_etat.map((e) => ({
        key: e.etat,
        label: etatLabel(e.etat),
        value: e.total,
        display: String(e.total),
        color: ETAT_COLORS[e.etat],
      }))}
    />
  );
}

function TopStoresTable({ data }: { data: Statistiques }) {
  const { t } = useTranslation();
  const stores = data.top_magasins ?? [];
  if (stores.length === 0) {
    return (
      <Text c="dimmed" size="sm" py="xl" ta="center">
        {t('boDashboard.charts.topEmpty')}
      </Text>
    );
  }
  return (
    <BarTable
      caption={t('boDashboard.charts.topTitle')}
      headers={[
        t('boDashboard.charts.store'),
        t('boDashboard.charts.orders'),
        t('boDashboard.charts.amount'),
      ]}
      testId="top-stores-chart"
      rows={stores.map((s) => ({
        key: s.id,
        label: (
          <Anchor component={Link} to={pathFor('magasinProfile-admin', { slug: s.slug })} size="sm">
            {s.designation_magasin}
          </Anchor>
        ),
        value: s.total,
        display: formatDzd(s.total, 'DA'),
        color: 'teal',
        extra: [String(s.commandes)],
      }))}
    />
  );
}
