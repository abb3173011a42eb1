import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { pathFor } from '@/app/route-names';
import { StoreArticlesView } from '@/features/article-management/components/store-articles-view';

/** magasins-produits/{id}: the store's real articles (the original showed a sample), read-only. */
export function ShopProductsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const title = t('admin.pages.shopProducts');
  return (
    <StoreArticlesView
      storeId={/^\d+$/.test(id) ? Number(id) : 0}
      title={title}
      crumbs={[
        { label: t('common.dashboard'), to: pathFor('dashboard') },
        { label: t('admin.nav.magasins'), to: pathFor('magasins') },
        { label: title },
      ]}
    />
  );
}
