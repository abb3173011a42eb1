import { useTranslation } from 'react-i18next';
import { pathFor } from '@/app/route-names';
import { PageHeader } from '@/ui/page-header';

/** magasinProfile-admin: one store (by `slug`), its figures and orders. */
export function ShopProfilePage() {
  const { t } = useTranslation();
  const title = t('admin.pages.shopProfile');
  return (
    <PageHeader
      title={title}
      crumbs={[
        { label: t('common.dashboard'), to: pathFor('dashboard') },
        { label: t('admin.nav.magasins'), to: pathFor('magasins') },
        { label: title },
      ]}
    />
  );
}
