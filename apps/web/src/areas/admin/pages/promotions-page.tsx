import { useTranslation } from 'react-i18next';
import { pathFor } from '@/app/route-names';
import { PromotionsScreen } from '@/features/promotions/components/promotions-screen';

/** promotions: the platform's promotions over the platform's own articles (v1/user). */
export function PromotionsPage() {
  const { t } = useTranslation();
  const title = t('admin.pages.promotions');
  return (
    <PromotionsScreen
      kind="admin"
      title={title}
      crumbs={[{ label: t('common.dashboard'), to: pathFor('dashboard') }, { label: title }]}
    />
  );
}
