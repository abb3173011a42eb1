import { useTranslation } from 'react-i18next';
import { pathFor } from '@/app/route-names';
import { PageHeader } from '@/ui/page-header';

/** clientProfile: one client (by `slug`), orders and coupons tabs. */
export function ClientProfilePage() {
  const { t } = useTranslation();
  const title = t('admin.pages.clientProfile');
  return (
    <PageHeader
      title={title}
      crumbs={[
        { label: t('common.dashboard'), to: pathFor('dashboard') },
        { label: t('admin.nav.clients'), to: pathFor('clients') },
        { label: title },
      ]}
    />
  );
}
