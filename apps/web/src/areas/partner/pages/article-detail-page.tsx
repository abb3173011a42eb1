import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { pathFor } from '@/app/route-names';
import { ArticleDetailView } from '@/features/article-management/components/article-detail-view';

/** articleDetail-partenaire: gallery, details, stock table and reviews (by `slug`). */
export function PartnerArticleDetailPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const title = t('partner.pages.articleDetail');
  return (
    <ArticleDetailView
      kind="partner"
      slug={slug}
      title={title}
      crumbs={[
        { label: t('common.dashboard'), to: pathFor('dashboard-partenaire') },
        { label: t('partner.nav.articles'), to: pathFor('articles-partenaire') },
        { label: title },
      ]}
    />
  );
}
