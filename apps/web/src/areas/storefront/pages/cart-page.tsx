import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { pathFor } from '@/app/route-names';
import { CartView } from '@/features/cart/components/cart-view';
import { useSession } from '@/lib/sessions';
import { BreadcrumbBanner } from '@/ui/breadcrumb-banner';

/** Panier: cart lines, order summary, coupon and order modal. A visitor has no basket: Login. */
export function CartPage() {
  const { t } = useTranslation();
  const session = useSession('client');
  if (!session) return <Navigate to={pathFor('Login')} replace />;
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
