import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { pathFor } from '@/app/route-names';
import { ArticleDetailView } from '@/features/article-management/components/article-detail-view';

/** articleDetail: gallery, details, stock table and reviews (by `slug`). */
export function ArticleDetailPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const title = t('admin.pages.articleDetail');
  return (
    <ArticleDetailView
      kind="admin"
      slug={slug}
      title={title}
      crumbs={[
        { label: t('common.dashboard'), to: pathFor('dashboard') },
        { label: t('admin.nav.articles'), to: pathFor('articles') },
        { label: title },
      ]}
    />
  );
}
