import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { pathFor } from '@/app/route-names';
import { ArticleUpdateView } from '@/features/article-management/components/article-update-view';
import { PageHeader } from '@/ui/page-header';

/** updateArticle: the article form ('Modifier Article'), loaded by `slug`. */
export function ArticleUpdatePage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const title = t('admin.pages.updateArticle');
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
      <ArticleUpdateView kind="admin" slug={slug} />
    </>
  );
}
