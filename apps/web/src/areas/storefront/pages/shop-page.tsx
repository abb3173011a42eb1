import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pathFor } from '@/app/route-names';
import { BreadcrumbBanner } from '@/ui/breadcrumb-banner';

/** magasinProfile: shop details, filters and the shop's products (loaded by `slug`). */
export function ShopPage() {
  const { t } = useTranslation();
  return (
    <>
      <BreadcrumbBanner
        title={t('storefront.pages.shop')}
        crumbs={[
          { label: t('storefront.pages.home'), to: pathFor('Accueil') },
          { label: t('storefront.pages.shops'), to: pathFor('Magasins') },
          { label: t('storefront.pages.shop') },
        ]}
      />
      <Container size="xl" py="xl" />
    </>
  );
}
