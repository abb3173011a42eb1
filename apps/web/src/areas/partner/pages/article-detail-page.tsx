import { useTranslation } from 'react-i18next';
import { pathFor } from '@/app/route-names';
import { PageHeader } from '@/ui/page-header';

/** articleDetail-partenaire: gallery, stock table and reviews (by `slug`). */
export function PartnerArticleDetailPage() {
  const { t } = useTranslation();
  const title = t('partner.pages.articleDetail');
  return (
    <PageHeader
      title={title}
      crumbs={[
        { label: t('common.dashboard'), to: pathFor('dashboard-partenaire') },
        { label: t('partner.nav.articles'), to: pathFor('articles-partenaire') },
        { label: title },
      ]}
    />
  );
}
