import { Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor } from '@/app/route-names';
import { useLatestOrders } from '@/features/dashboard/api/get-latest-orders';
import type { BackofficeKind } from '@/features/orders/backoffice-order-types';
import { BackofficeOrdersTable } from '@/features/orders/components/backoffice-orders-table';
import { LoadError } from '@/ui/load-error';

/** 'Dernières Commandes' (docs/product/admin.md and partner.md, Dashboard): the latest orders, read-only. */
export function LatestOrders({ kind }: { kind: BackofficeKind }) {
  const { t } = useTranslation();
  const query = useLatestOrders(kind);
  const title = t('boDashboard.latest.title');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Group justify="space-between" align="baseline" mb="sm">
        <Title order={2} fz="h4">
          {title}
        </Title>
        <Anchor
          component={Link}
          to={pathFor(kind === 'admin' ? 'commandes' : 'commandes-partenaire')}
          size="sm"
        >
          {t('boDashboard.latest.seeAll')}
        </Anchor>
      </Group>
      {query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <Stack gap="xs" aria-busy>
          {Array.from({ length: 4 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
            <Skeleton key={i} height={36} />
          ))}
        </Stack>
      ) : query.data.length === 0 ? (
        <Text c="dimmed" size="sm" py="lg" ta="center">
          {t('boDashboard.latest.empty')}
        </Text>
      ) : (
        <BackofficeOrdersTable kind={kind} orders={query.data} withMarchand={kind === 'admin'} />
      )}
    </Paper>
  );
}
