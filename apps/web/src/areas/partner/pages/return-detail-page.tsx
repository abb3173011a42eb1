import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { pathFor } from '@/app/route-names';
import { PartnerReturnDetail } from '@/features/returns/backoffice/return-detail';
import { PageHeader } from '@/ui/page-header';

/** retourDetail-partenaire: one return of the store, with the seller's moves. */
export function PartnerReturnDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const title = t('boReturns.title');
  return (
    <Stack gap="lg">
      <PageHeader
        title={title}
        crumbs={[
          { label: t('common.dashboard'), to: pathFor('dashboard-partenaire') },
          { label: title, to: pathFor('retours-partenaire') },
          { label: `#${id}` },
        ]}
      />
      <PartnerReturnDetail id={Number(id)} />
    </Stack>
  );
}
