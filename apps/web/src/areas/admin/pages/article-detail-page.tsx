import { useTranslation } from 'react-i18next';
import { pathFor } from '@/app/route-names';
import { PageHeader } from '@/ui/page-header';

/** articleDetail: gallery, details, stock table and reviews (by `slug`). */
export function ArticleDetailPage() {
  const { t } = useTranslation();
  const title = t('admin.pages.articleDetail');
  return (
    <PageHeader
      title={title}
      crumbs={[
        { label: t('common.dashboard'), to: pathFor('dashboard') },
        { label: t('admin.nav.articles'), to: pathFor('articles') },
        { label: title },
      ]}
    />
  );
}
