import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pathFor } from '@/app/route-names';
import { BreadcrumbBanner } from '@/ui/breadcrumb-banner';

/** demandePartenaire: the partner application form. */
export function PartnerRequestPage() {
  const { t } = useTranslation();
  return (
    <>
      <BreadcrumbBanner
        title={t('storefront.pages.partnerRequest')}
        crumbs={[
          { label: t('storefront.pages.home'), to: pathFor('Accueil') },
          { label: t('storefront.pages.partnerRequest') },
        ]}
      />
      <Container size="xl" py="xl" />
    </>
  );
}
