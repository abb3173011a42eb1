import { useTranslation } from 'react-i18next';
import { pathFor } from '@/app/route-names';
import { PageHeader } from '@/ui/page-header';

/** updateArticle: the article form, loaded by `slug`. */
export function ArticleUpdatePage() {
  const { t } = useTranslation();
  const title = t('admin.pages.updateArticle');
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
