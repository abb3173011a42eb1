import { useTranslation } from 'react-i18next';
import { pathFor } from '@/app/route-names';
import { PageHeader } from '@/ui/page-header';

/** articles-partenaire: the partner's article cards. */
export function PartnerArticlesPage() {
  const { t } = useTranslation();
  const title = t('partner.pages.articles');
  return (
    <PageHeader
      title={title}
      crumbs={[{ label: t('common.dashboard'), to: pathFor('dashboard-partenaire') }, { label: title }]}
    />
  );
}
