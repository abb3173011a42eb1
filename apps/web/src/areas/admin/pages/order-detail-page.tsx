import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { pathFor } from '@/app/route-names';
import { BackofficeOrderDetailView } from '@/features/orders/components/backoffice-order-detail';
import { PageHeader } from '@/ui/page-header';

/**
 * commandeDetail / commandeDetail2: one order, loaded by `reference` (the client comes with it,
 * nothing is read from the query: docs/product/admin.md, Differences).
 */
export function OrderDetailPage() {
  const { t } = useTranslation();
  const { reference = '' } = useParams();
  const title = t('admin.pages.commandeDetail', { ref: reference });
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[
          { label: t('common.dashboard'), to: pathFor('dashboard') },
          { label: t('admin.nav.commandes'), to: pathFor('commandes') },
          { label: title },
        ]}
      />
      <BackofficeOrderDetailView kind="admin" reference={reference} />
    </>
  );
}
