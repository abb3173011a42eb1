import { useTranslation } from 'react-i18next';
import { pathFor } from '@/app/route-names';
import { PageHeader } from '@/ui/page-header';

/** articles: 'Mes Articles' / 'Articles Marchant' tabs, filters and grid. */
export function ArticlesPage() {
  const { t } = useTranslation();
  const title = t('admin.pages.articles');
  return (
    <PageHeader
      title={title}
      crumbs={[{ label: t('common.dashboard'), to: pathFor('dashboard') }, { label: title }]}
    />
  );
}
