import { Container, Grid, Skeleton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor } from '@/app/route-names';
import { useReturnPeriod } from '@/features/about/api/get-about';
import { ClientOrdersTabs, type ClientReturnsParts } from '@/features/orders/components/client-orders-tabs';
import { CardPaymentModal } from '@/features/payments/components/card-payment-modal';
import { useProfile } from '@/features/profile/api/get-profile';
import { ProfileCard } from '@/features/profile/components/profile-card';
import { ProfileEditModal } from '@/features/profile/components/profile-edit-modal';
import { ClientReturnsPanel } from '@/features/returns/components/client-returns-panel';
import { OrderReturns } from '@/features/returns/components/order-returns';
import { ReturnRequestModal } from '@/features/returns/components/return-request-modal';
import { isOrderReturnable } from '@/features/returns/return-rules';
import { ScanButton } from '@/features/scan/components/scan-button';
import { ScanModal } from '@/features/scan/components/scan-modal';
import { useSession } from '@/lib/sessions';
import { BreadcrumbBanner } from '@/ui/breadcrumb-banner';
import { LoadError } from '@/ui/load-error';

/**
 * The returns in the order tabs: the "Retourner" action of orders delivered within the configured
 * return period (`delai_retour_jours`, from `v1/about`; none until it is known), its form, the
 * "Retours" tab, an order's returns in its detail.
 */
function useReturnsParts(): ClientReturnsParts {
  const jours = useReturnPeriod();
  return useMemo(
    () => ({
      canReturn: (order) => jours !== undefined && isOrderReturnable(order, jours),
      RequestModal: ReturnRequestModal,
      Panel: ClientReturnsPanel,
      OrderReturns,
    }),
    [jours],
  );
}

/** Profile: profile card, edit modal, order, coupon and return tabs, scan button. */
export function ProfilePage() {
  const { t } = useTranslation();
  const session = useSession('client');
  const profile = useProfile();
  const returns = useReturnsParts();
  const [editOpened, edit] = useDisclosure(false);
  // null: closed; orderId null: the floating button (the code finds its order).
  const [scan, setScan] = useState<{ orderId: number | null } | null>(null);
  // The stored client shows at once; the server's copy replaces it when it arrives.
  const client = profile.data ?? session?.client ?? null;

  return (
    <>
      <BreadcrumbBanner
        title={t('storefront.pages.profile')}
        crumbs={[
          { label: t('storefront.pages.home'), to: pathFor('Accueil') },
          { label: t('storefront.pages.profile') },
        ]}
      />
      <Container size="xl" py="xl">
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
            {profile.isError && !profile.data && (
              <LoadError message={t('profile.loadError')} onRetry={() => profile.refetch()} />
            )}
            {client ? <ProfileCard profile={client} onEdit={edit.open} /> : <Skeleton h={420} radius="md" />}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
            <ClientOrdersTabs
              onScan={(order) => setScan({ orderId: order.id })}
              PaymentModal={CardPaymentModal}
              returns={returns}
            />
          </Grid.Col>
        </Grid>
      </Container>
      {client && <ProfileEditModal opened={editOpened} onClose={edit.close} profile={client} />}
      <ScanButton onClick={() => setScan({ orderId: null })} />
      <ScanModal opened={scan !== null} onClose={() => setScan(null)} orderId={scan?.orderId ?? null} />
    </>
  );
}
