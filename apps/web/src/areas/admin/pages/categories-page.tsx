import { useTranslation } from 'react-i18next';
import { pathFor } from '@/app/route-names';
import { PageHeader } from '@/ui/page-header';

/** categories: categories and sub-categories with their modals. */
export function CategoriesPage() {
  const { t } = useTranslation();
  const title = t('admin.pages.categories');
  return (
    <PageHeader
      title={title}
      crumbs={[{ label: t('common.dashboard'), to: pathFor('dashboard') }, { label: title }]}
    />
  );
}
