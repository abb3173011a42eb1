import { useTranslation } from 'react-i18next';
import { pathFor } from '@/app/route-names';
import { PageHeader } from '@/ui/page-header';

/** Clients: searchable, paginated client list. */
export function ClientsPage() {
  const { t } = useTranslation();
  const title = t('admin.pages.clients');
  return (
    <PageHeader
      title={title}
      crumbs={[{ label: t('common.dashboard'), to: pathFor('dashboard') }, { label: title }]}
    />
  );
}
