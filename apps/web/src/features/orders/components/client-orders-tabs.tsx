import { Center, Paper, Stack, Tabs } from '@mantine/core';
import { IconArrowBackUp, IconTicket } from '@tabler/icons-react';
import { type ComponentType, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { CouponsTable } from '@/features/coupons/components/coupons-table';
import { useOrders } from '@/features/orders/api/get-orders';
import { OrderDetailModal } from '@/features/orders/components/order-detail-modal';
import { OrdersTable } from '@/features/orders/components/orders-table';
import type { Order, OrdersTab, PayAfterCheckout } from '@/features/orders/order-types';
import { useCancelOrder } from '@/features/orders/use-cancel-order';
import { orderTabKey } from '@/lib/domain-labels';
import { EmptyState } from '@/ui/empty-state';
import { LoadError } from '@/ui/load-error';
import { NamedPagination } from '@/ui/named-pagination';
import { SkeletonList } from '@/ui/skeleton-list';

const ORDER_TABS: readonly OrdersTab[] = ['all', 'en_cours', 'livree', 'annulee'];
const tabLabelKey = (tab: OrdersTab) => (tab === 'all' ? 'orders.tabs.all' : orderTabKey(tab));
type TabValue = OrdersTab | 'coupons' | 'retours';

/** The dialog that pays an order by card (features/payments), given by the page. */
export type PaymentModal = ComponentType<{ order: Order | null; onClose: () => void }>;

/**
 * The client's returns (features/returns), given by the page: whether an order may be returned now,
 * the request dialog its "Retourner" action opens, the "Retours" tab, and an order's returns in its
 * detail.
 */
export interface ClientReturnsParts {
  canReturn: (order: Order) => boolean;
  RequestModal: ComponentType<{ order: Order | null; onClose: () => void }>;
  Panel: ComponentType;
  OrderReturns: ComponentType<{ order: Order }>;
}

interface ClientOrdersTabsProps {
  /** Scan the QR code of an order in delivery. */
  onScan: (order: Order) => void;
  /** Drawn for the order being paid (from the list, its detail, or the checkout just made). */
  PaymentModal: PaymentModal;
  returns?: ClientReturnsParts;
}

/**
 * The Profile's tabs (docs/product/storefront-and-client.md, Profile): all orders, in progress (not
 * delivered), delivered, cancelled, my coupons and my returns; with the order detail and card payment modals and
 * the cancellation.
 */
export function ClientOrdersTabs({ onScan, PaymentModal, returns }: ClientOrdersTabsProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<TabValue>('all');
  const [detail, setDetail] = useState<Order | null>(null);
  const [paying, setPaying] = useState<Order | null>(null);
  const [returning, setReturning] = useState<Order | null>(null);
  const returnAction = returns && { canReturn: returns.canReturn, onReturn: setReturning };
  const { cancel } = useCancelOrder();
  const location = useLocation();
  const navigate = useNavigate();
  // Card orders just placed (the checkout's router state): their payment opens one after the other.
  const [toPay, setToPay] = useState<Order[]>(
    () => (location.state as Partial<PayAfterCheckout> | null)?.payOrders ?? [],
  );
  const hasCheckoutState = Boolean((location.state as Partial<PayAfterCheckout> | null)?.payOrders);
  useEffect(() => {
    // Read once: a reload or a return to the Profile does not open the payment again.
    if (hasCheckoutState) navigate(location.pathname, { replace: true, state: null });
  }, [hasCheckoutState, location.pathname, navigate]);
  const payment = paying ?? toPay[0] ?? null;

  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
      <Tabs value={tab} onChange={(value) => setTab((value as TabValue | null) ?? 'all')} keepMounted={false}>
        <Tabs.List aria-label={t('orders.tabsLabel')}>
          {ORDER_TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(tabLabelKey(value))}
            </Tabs.Tab>
          ))}
          <Tabs.Tab value="coupons" leftSection={<IconTicket size={16} />}>
            {t('coupons.tab')}
          </Tabs.Tab>
          {returns && (
            <Tabs.Tab value="retours" leftSection={<IconArrowBackUp size={16} />}>
              {t('returns.tab')}
            </Tabs.Tab>
          )}
        </Tabs.List>
        {ORDER_TABS.map((value) => (
          <Tabs.Panel key={value} value={value} pt="md">
            <OrdersPanel
              tab={value}
              onDetail={setDetail}
              onPay={setPaying}
              onDelete={cancel}
              returns={returnAction}
            />
          </Tabs.Panel>
        ))}
        <Tabs.Panel value="coupons" pt="md">
          <CouponsTable />
        </Tabs.Panel>
        {returns && (
          <Tabs.Panel value="retours" pt="md">
            <returns.Panel />
          </Tabs.Panel>
        )}
      </Tabs>

      <OrderDetailModal
        order={detail}
        onClose={() => setDetail(null)}
        onPay={(order) => {
          setDetail(null);
          setPaying(order);
        }}
        onScan={(order) => {
          setDetail(null);
          onScan(order);
        }}
        Returns={returns?.OrderReturns}
      />
      {returns && <returns.RequestModal order={returning} onClose={() => setReturning(null)} />}
      <PaymentModal
        order={payment}
        onClose={() => {
          if (paying) setPaying(null);
          else setToPay((queue) => queue.slice(1));
        }}
      />
    </Paper>
  );
}

interface OrdersPanelProps {
  tab: OrdersTab;
  onDetail: (order: Order) => void;
  onPay: (order: Order) => void;
  onDelete: (order: Order) => void;
  returns?: { canReturn: (order: Order) => boolean; onReturn: (order: Order) => void };
}

function OrdersPanel({ tab, onDetail, onPay, onDelete, returns }: OrdersPanelProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const orders = useOrders(tab, page);

  if (orders.isPending) {
    return (
      <Stack gap="xs" role="status" aria-busy="true">
        <SkeletonList count={4} h={44} />
      </Stack>
    );
  }
  if (orders.isError) return <LoadError message={t('orders.loadError')} onRetry={() => orders.refetch()} />;
  if (orders.data.data.length === 0 && page === 1) {
    return <EmptyState title={t('orders.empty')} text={t('orders.emptyText')} />;
  }
  const lastPage = orders.data.meta?.last_page ?? 1;
  return (
    <Stack gap="md">
      <OrdersTable
        orders={orders.data.data}
        onDetail={onDetail}
        onPay={onPay}
        onDelete={onDelete}
        returns={returns}
      />
      {lastPage > 1 && (
        <Center>
          <NamedPagination
            total={lastPage}
            value={page}
            onChange={setPage}
            size="sm"
            aria-label={t('orders.pagination')}
          />
        </Center>
      )}
    </Stack>
  );
}
