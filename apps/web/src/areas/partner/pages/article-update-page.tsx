import { useTranslation } from 'react-i18next';
import { pathFor } from '@/app/route-names';
import { PageHeader } from '@/ui/page-header';

/** updateArticle-partenaire: the article form, loaded by `slug`. */
export function PartnerArticleUpdatePage() {
  const { t } = useTranslation();
  const title = t('partner.pages.updateArticle');
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
