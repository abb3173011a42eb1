import { useTranslation } from 'react-i18next';
import { pathFor } from '@/app/route-names';
import { PromotionsScreen } from '@/features/promotions/components/promotions-screen';

/** promotions-partenaire: the store's own promotions over its own articles (v1/marchand). */
export function PartnerPromotionsPage() {
  const { t } = useTranslation();
  const title = t('partner.pages.promotions');
  return (
    <PromotionsScreen
      kind="partner"
      title={title}
      crumbs={[{ label: t('common.dashboard'), to: pathFor('dashboard-partenaire') }, { label: title }]}
    />
  );
}
