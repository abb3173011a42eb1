import { Grid, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconCash, IconPackage, IconShoppingCart } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCounter } from '@/features/dashboard/api/get-counter';
import { DashboardCharts } from '@/features/dashboard/components/dashboard-charts';
import { DateFilter, initialRange } from '@/features/dashboard/components/date-filter';
import { LatestOrders } from '@/features/dashboard/components/latest-orders';
import { StatTile } from '@/features/dashboard/components/stat-tile';
import { PersonalInfoCard, StoreCard } from '@/features/dashboard/components/store-summary';
import type { DateRangeParams } from '@/features/dashboard/date-range';
import { usePartnerProfile } from '@/features/shops/api/get-store-profile';
import { StoreEditModal } from '@/features/shops/components/store-edit-modal';
import { formatDzd } from '@/lib/formatters';
import { LoadError } from '@/ui/load-error';
import { PageHeader } from '@/ui/page-header';

/** dashboard-partenaire: store card, personal information, counters, date filter, charts, latest orders. */
export function PartnerDashboardPage() {
  const { t } = useTranslation();
  const [range, setRange] = useState<DateRangeParams>(initialRange);
  return (
    <Stack gap="lg">
      <PageHeader title={t('partner.pages.dashboard')} />
      <StoreSection />
      <DateFilter onApply={setRange} />
      <Counters range={range} />
      <DashboardCharts kind="partner" range={range} />
      <LatestOrders kind="partner" />
    </Stack>
  );
}

function StoreSection() {
  const profile = usePartnerProfile();
  // The store card's figures are all-time; the counters below follow the date filter.
  const articles = useCounter('partner', 'countArticles');
  const revenue = useCounter('partner', 'countRevenues');
  const [editing, setEditing] = useState(false);
  if (profile.isError) return <LoadError onRetry={() => void profile.refetch()} />;
  if (!profile.data) {
    return (
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <Skeleton height={330} radius="md" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <Skeleton height={330} radius="md" />
        </Grid.Col>
      </Grid>
    );
  }
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
        <StoreCard
          shop={profile.data}
          articles={articles.data}
          revenue={revenue.data}
          onEdit={() => setEditing(true)}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
        <PersonalInfoCard shop={profile.data} />
      </Grid.Col>
      <StoreEditModal kind="partner" shop={profile.data} opened={editing} onClose={() => setEditing(false)} />
    </Grid>
  );
}

function Counters({ range }: { range: DateRangeParams }) {
  const { t } = useTranslation();
  const articles = useCounter('partner', 'countArticles', range);
  const revenue = useCounter('partner', 'countRevenues', range);
  const commandes = useCounter('partner', 'countCommandes', range);
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <StatTile
        label={t('boDashboard.counters.articles')}
        value={articles.data === undefined ? undefined : String(articles.data)}
        icon={<IconPackage size={24} />}
        color="blue"
        isError={articles.isError}
        onRetry={() => void articles.refetch()}
      />
      <StatTile
        label={t('boDashboard.counters.revenue')}
        value={revenue.data === undefined ? undefined : formatDzd(revenue.data, 'DA')}
        icon={<IconCash size={24} />}
        color="teal"
        isError={revenue.isError}
        onRetry={() => void revenue.refetch()}
      />
      <StatTile
        label={t('boDashboard.counters.commandes')}
        value={commandes.data === undefined ? undefined : String(commandes.data)}
        icon={<IconShoppingCart size={24} />}
        color="grape"
        isError={commandes.isError}
        onRetry={() => void commandes.refetch()}
      />
    </SimpleGrid>
  );
}
