import { useTranslation } from 'react-i18next';
import { pathFor } from '@/app/route-names';
import { PageHeader } from '@/ui/page-header';

/** commandes: 'Mes Commandes' / 'Commandes Marchant' tabs. */
export function OrdersPage() {
  const { t } = useTranslation();
  const title = t('admin.pages.commandes');
  return (
    <PageHeader
      title={title}
      crumbs={[{ label: t('common.dashboard'), to: pathFor('dashboard') }, { label: title }]}
    />
  );
}
