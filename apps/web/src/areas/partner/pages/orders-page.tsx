import { useTranslation } from 'react-i18next';
import { pathFor } from '@/app/route-names';
import { PageHeader } from '@/ui/page-header';

/** commandes-partenaire: the store's orders and their state menu. */
export function PartnerOrdersPage() {
  const { t } = useTranslation();
  const title = t('partner.pages.commandes');
  return (
    <PageHeader
      title={title}
      crumbs={[{ label: t('common.dashboard'), to: pathFor('dashboard-partenaire') }, { label: title }]}
    />
  );
}
