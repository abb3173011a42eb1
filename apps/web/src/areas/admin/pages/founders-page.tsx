import { useTranslation } from 'react-i18next';
import { pathFor } from '@/app/route-names';
import { PageHeader } from '@/ui/page-header';

/** fondateurs: founder cards and modals. */
export function FoundersPage() {
  const { t } = useTranslation();
  const title = t('admin.pages.fondateurs');
  return (
    <PageHeader
      title={title}
      crumbs={[{ label: t('common.dashboard'), to: pathFor('dashboard') }, { label: title }]}
    />
  );
}
