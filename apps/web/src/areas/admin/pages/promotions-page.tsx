import { useTranslation } from 'react-i18next';
import { pathFor } from '@/app/route-names';
import { PageHeader } from '@/ui/page-header';

/** promotions: promotions table, article picker and side panel. */
export function PromotionsPage() {
  const { t } = useTranslation();
  const title = t('admin.pages.promotions');
  return (
    <PageHeader
      title={title}
      crumbs={[{ label: t('common.dashboard'), to: pathFor('dashboard') }, { label: title }]}
    />
  );
}
