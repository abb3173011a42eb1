import { Button, Tabs } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { pathFor } from '@/app/route-names';
import { ArticlesBrowser } from '@/features/article-management/components/articles-browser';
import { PageHeader } from '@/ui/page-header';

/** `?tab=marchands` opens 'Articles Marchant'; without it, 'Mes Articles'. */
const STORES_TAB = 'marchands';

/** articles: 'Mes Articles' / 'Articles Marchant' tabs, left filter panel and a 3-column card grid. */
export function ArticlesPage() {
  const { t } = useTranslation();
  const title = t('admin.pages.articles');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === STORES_TAB ? STORES_TAB : 'mine';

  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: t('common.dashboard'), to: pathFor('dashboard') }, { label: title }]}
        actions={
          <Button
            component={Link}
            to={pathFor('createArticle')}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {t('common.new')}
          </Button>
        }
      />
      <Tabs
        value={tab}
        onChange={(value) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              if (value === STORES_TAB) next.set('tab', STORES_TAB);
              else next.delete('tab');
              return next;
            },
            { replace: true },
          )
        }
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          <Tabs.Tab value="mine">{t('boArticles.tabs.mine')}</Tabs.Tab>
          <Tabs.Tab value={STORES_TAB}>{t('boArticles.tabs.stores')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="mine">
          <ArticlesBrowser kind="admin" call="articles" idPrefix="admin-mine" />
        </Tabs.Panel>
        <Tabs.Panel value={STORES_TAB}>
          <ArticlesBrowser kind="admin" call="articlesMarchands" idPrefix="admin-stores" showStore />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
