import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { pathFor } from '@/app/route-names';
import { BackofficeOrderDetailView } from '@/features/orders/components/backoffice-order-detail';
import { PageHeader } from '@/ui/page-header';

/** commandeDetail-partenaire: one of the store's orders, loaded by `reference`. */
export function PartnerOrderDetailPage() {
  const { t } = useTranslation();
  const { reference = '' } = useParams();
  const title = t('partner.pages.commandeDetail', { ref: reference });
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[
          { label: t('common.dashboard'), to: pathFor('dashboard-partenaire') },
          { label: t('partner.nav.commandes'), to: pathFor('commandes-partenaire') },
          { label: title },
        ]}
      />
      <BackofficeOrderDetailView kind="partner" reference={reference} />
    </>
  );
}
