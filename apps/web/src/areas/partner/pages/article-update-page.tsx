import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { pathFor } from '@/app/route-names';
import { ArticleUpdateView } from '@/features/article-management/components/article-update-view';
import { PageHeader } from '@/ui/page-header';

/** updateArticle-partenaire: the article form ('Modifier Article'), loaded by `slug`. */
export function PartnerArticleUpdatePage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const title = t('partner.pages.updateArticle');
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
      <ArticleUpdateView kind="partner" slug={slug} />
    </>
  );
}
