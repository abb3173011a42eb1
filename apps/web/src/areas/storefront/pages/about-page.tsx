import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pathFor } from '@/app/route-names';
import { BreadcrumbBanner } from '@/ui/breadcrumb-banner';

/** Apropos: logo, description and founder cards. */
export function AboutPage() {
  const { t } = useTranslation();
  return (
    <>
      <BreadcrumbBanner
        title={t('storefront.pages.about')}
        crumbs={[
          { label: t('storefront.pages.home'), to: pathFor('Accueil') },
          { label: t('storefront.pages.about') },
        ]}
      />
      <Container size="xl" py="xl" />
    </>
  );
}
