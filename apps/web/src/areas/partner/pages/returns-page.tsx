import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pathFor } from '@/app/route-names';
import { PARTNER_RETOURS } from '@/features/returns/api/returns-paths';
import { ReturnsTable } from '@/features/returns/backoffice/returns-table';
import { PageHeader } from '@/ui/page-header';

const toDetail = { to: (retour: { id: number }) => pathFor('retourDetail-partenaire', { id: retour.id }) };

/**
 * retours-partenaire: the store's new return requests first, then all its returns with their state
 * filter and search (docs/product/orders-and-money.md, Returns and refunds).
 */
export function PartnerReturnsPage() {
  const { t } = useTranslation();
  const title = t('boReturns.title');
  return (
    <Stack gap="lg">
      <PageHeader
        title={title}
        crumbs={[{ label: t('common.dashboard'), to: pathFor('dashboard-partenaire') }, { label: title }]}
      />
      <ReturnsTable
        kind="partner"
        path={PARTNER_RETOURS.list}
        title={t('boReturns.toHandle')}
        etat="demande"
        empty={t('boReturns.toHandleEmpty')}
        open={toDetail}
      />
      <ReturnsTable
        kind="partner"
        path={PARTNER_RETOURS.list}
        title={t('boReturns.all')}
        searchable
        empty={t('boReturns.empty')}
        open={toDetail}
      />
    </Stack>
  );
}
