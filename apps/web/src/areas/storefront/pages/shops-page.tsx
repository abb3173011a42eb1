import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pathFor } from '@/app/route-names';
import { BreadcrumbBanner } from '@/ui/breadcrumb-banner';

/** Magasins: paginated store cards linking to each shop page. */
export function ShopsPage() {
  const { t } = useTranslation();
  return (
    <>
      <BreadcrumbBanner
        title={t('storefront.pages.shops')}
        crumbs={[
          { label: t('storefront.pages.home'), to: pathFor('Accueil') },
          { label: t('storefront.pages.shops') },
        ]}
      />
      <Container size="xl" py="xl" />
    </>
  );
}
