import { useTranslation } from 'react-i18next';
import { pathFor } from '@/app/route-names';
import { PageHeader } from '@/ui/page-header';

/** promotions-partenaire: promotions table, dialogs and side panel. */
export function PartnerPromotionsPage() {
  const { t } = useTranslation();
  const title = t('partner.pages.promotions');
  return (
    <PageHeader
      title={title}
      crumbs={[{ label: t('common.dashboard'), to: pathFor('dashboard-partenaire') }, { label: title }]}
    />
  );
}
