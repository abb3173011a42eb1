import { useTranslation } from 'react-i18next';
import { pathFor } from '@/app/route-names';
import { ArticleForm } from '@/features/article-management/components/article-form';
import { PageHeader } from '@/ui/page-header';

/** createArticle-partenaire: the article form ('Nouveau Article'). */
export function PartnerArticleCreatePage() {
  const { t } = useTranslation();
  const title = t('partner.pages.createArticle');
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[
          { label: t('common.dashboard'), to: pathFor('dashboard-partenaire') },
          { label: t('partner.nav.articles'), to: pathFor('articles-partenaire') },
          { label: title },
        ]}
      />
      <ArticleForm kind="partner" />
    </>
  );
}
