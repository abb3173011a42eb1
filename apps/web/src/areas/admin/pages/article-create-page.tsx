import { useTranslation } from 'react-i18next';
import { pathFor } from '@/app/route-names';
import { ArticleForm } from '@/features/article-management/components/article-form';
import { PageHeader } from '@/ui/page-header';

/** createArticle: the article form ('Nouveau Article'). */
export function ArticleCreatePage() {
  const { t } = useTranslation();
  const title = t('admin.pages.createArticle');
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[
          { label: t('common.dashboard'), to: pathFor('dashboard') },
          { label: t('admin.nav.articles'), to: pathFor('articles') },
          { label: title },
        ]}
      />
      <ArticleForm kind="admin" />
    </>
  );
}
