import { Skeleton, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor } from '@/app/route-names';
import { useFeeGrid } from '@/features/delivery/api/fee-grid';
import { DeliverySettingsForm } from '@/features/delivery/components/delivery-settings-form';
import { FeeGridEditor } from '@/features/delivery/components/fee-grid-editor';
import { LoadError } from '@/ui/load-error';
import { PageHeader } from '@/ui/page-header';

/**
 * livraison: the delivery fees (decision 0014) — free-delivery threshold and platform origin, then the
 * fee grid of every wilaya, the platform's or a store's own.
 */
export function DeliveryPage() {
  const { t } = useTranslation();
  const title = t('boDelivery.admin.title');
  const [marchandId, setMarchandId] = useState<number | null>(null);
  const grid = useFeeGrid(marchandId);
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: t('common.dashboard'), to: pathFor('dashboard') }, { label: title }]}
      />
      {grid.data ? (
        <Stack gap="lg">
          <DeliverySettingsForm
            key={`${grid.data.config.livraison_gratuite_seuil}-${grid.data.config.livraison_wilaya_origine}`}
            config={grid.data.config}
          />
          <FeeGridEditor
            key={`${marchandId ?? 'plateforme'}-${grid.dataUpdatedAt}`}
            grid={grid.data}
            onScopeChange={setMarchandId}
          />
        </Stack>
      ) : grid.isError ? (
        <LoadError onRetry={() => void grid.refetch()} />
      ) : (
        <Skeleton height={420} radius="md" role="status" aria-busy="true" aria-label={t('common.loading')} />
      )}
    </>
  );
}
