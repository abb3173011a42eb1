import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor } from '@/app/route-names';
import { ArticlesBrowser } from '@/features/article-management/components/articles-browser';
import { PageHeader } from '@/ui/page-header';

/** articles-partenaire: the partner's article cards, filters, search on Enter, pagination, 'Nouveau'. */
export function PartnerArticlesPage() {
  const { t } = useTranslation();
  const title = t('partner.pages.articles');
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: t('common.dashboard'), to: pathFor('dashboard-partenaire') }, { label: title }]}
        actions={
          <Button
            component={Link}
            to={pathFor('createArticle-partenaire')}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {t('common.new')}
          </Button>
        }
      />
      <ArticlesBrowser kind="partner" call="articles" idPrefix="partner" />
    </>
  );
}
