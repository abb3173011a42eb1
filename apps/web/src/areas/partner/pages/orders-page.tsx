import { Badge, Card } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor } from '@/app/route-names';
import { useNewOrdersCount } from '@/features/orders/api/count-new-orders';
import { BackofficeOrdersList } from '@/features/orders/components/backoffice-orders-list';
import { PageHeader } from '@/ui/page-header';

/** When the partner last viewed its orders list, kept in this browser. */
export const ORDERS_SEEN_KEY = 'souk.partner.ordersSeenAt';

function readSeenAt(): string | null {
  try {
    const value = window.localStorage.getItem(ORDERS_SEEN_KEY);
    return value && !Number.isNaN(Date.parse(value)) ? value : null;
  } catch {
    return null;
  }
}

function writeSeenAt(value: string) {
  try {
    window.localStorage.setItem(ORDERS_SEEN_KEY, value);
  } catch {
    // Private mode or full storage: the badge simply starts over next time.
  }
}

/** commandes-partenaire: the store's orders, their state menu, CSV export and the new-orders badge. */
export function PartnerOrdersPage() {
  const { t } = useTranslation();
  const title = t('partner.pages.commandes');
  // The previous visit, read once: the badge counts what arrived since, while this visit is recorded.
  const [previousVisit] = useState(readSeenAt);
  const newOrders = useNewOrdersCount(previousVisit);
  const markSeen = useCallback(() => writeSeenAt(new Date().toISOString()), []);
  const count = newOrders.data ?? 0;

  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: t('common.dashboard'), to: pathFor('dashboard-partenaire') }, { label: title }]}
      />
      <Card withBorder radius="md" padding="md">
        <BackofficeOrdersList
          kind="partner"
          path="v1/marchand/commandes"
          exportCall={{ path: 'v1/marchand/commandesExport', fileName: 'commandes.csv' }}
          withStateMenu
          onLoaded={markSeen}
          toolbarStart={
            count > 0 && (
              <Badge
                size="lg"
                color="orange"
                variant="light"
                tt="none"
                leftSection={<IconBell size={14} aria-hidden />}
                role="status"
              >
                {t('boOrders.newOrders', { n: count })}
              </Badge>
            )
          }
        />
      </Card>
    </>
  );
}
