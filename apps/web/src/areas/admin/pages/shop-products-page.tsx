import { useTranslation } from 'react-i18next';
import { pathFor } from '@/app/route-names';
import { PageHeader } from '@/ui/page-header';

/** magasins-produits/{id}: the store's real articles (DESIGN §6). */
export function ShopProductsPage() {
  const { t } = useTranslation();
  const title = t('admin.pages.shopProducts');
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
