import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pathFor } from '@/app/route-names';
import { CartView } from '@/features/cart/components/cart-view';
import { BreadcrumbBanner } from '@/ui/breadcrumb-banner';

/** Panier: cart lines, order summary, coupon and order modal. A visitor has no basket: the router
 * sends them to Login (app/guards.tsx). */
export function CartPage() {
  const { t } = useTranslation();
  return (
    <>
      <BreadcrumbBanner
        title={t('storefront.pages.cart')}
        crumbs={[
          { label: t('storefront.pages.home'), to: pathFor('Accueil') },
          { label: t('storefront.pages.cart') },
        ]}
      />
      <Container size="xl" py="xl">
        <CartView />
      </Container>
    </>
  );
}
