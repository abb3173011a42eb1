import { useTranslation } from 'react-i18next';
import { pathFor } from '@/app/route-names';
import { PageHeader } from '@/ui/page-header';

/** sponsors: sponsors table and modals. */
export function SponsorsPage() {
  const { t } = useTranslation();
  const title = t('admin.pages.sponsors');
  return (
    <PageHeader
      title={title}
      crumbs={[{ label: t('common.dashboard'), to: pathFor('dashboard') }, { label: title }]}
    />
  );
}
