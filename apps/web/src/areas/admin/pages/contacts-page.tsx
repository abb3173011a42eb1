import { useTranslation } from 'react-i18next';
import { pathFor } from '@/app/route-names';
import { PageHeader } from '@/ui/page-header';

/** contacts (path /admin/conatcts): contact messages. */
export function ContactsPage() {
  const { t } = useTranslation();
  const title = t('admin.pages.contacts');
  return (
    <PageHeader
      title={title}
      crumbs={[{ label: t('common.dashboard'), to: pathFor('dashboard') }, { label: title }]}
    />
  );
}
