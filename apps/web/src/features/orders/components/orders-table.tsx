import { ActionIcon, Anchor, Button, Group, Table, Text } from '@mantine/core';
import { canClientCancel } from '@souk/domain/order-states';
import { clientOrderAction } from '@souk/domain/payments';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EtatBadge, PaidBadge, RefundBadge } from '@/features/orders/components/order-badges';
import { orderDate } from '@/features/orders/order-format';
import type { Order } from '@/features/orders/order-types';
import { formatDzd } from '@/lib/formatters';

interface OrdersTableProps {
  orders: Order[];
  onDetail: (order: Order) => void;
  onPay: (order: Order) => void;
  onDelete: (order: Order) => void;
  /** The "Retourner" action of a delivered order within its return window (features/returns, given by the page). */
  returns?: { canReturn: (order: Order) => boolean; onReturn: (order: Order) => void };
}

/**
 * Reference, date, total, status, payment and action of each order
 * (docs/product/storefront-and-client.md, Profile).
 */
export function OrdersTable({ orders, onDetail, onPay, onDelete, returns }: OrdersTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={780}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('orders.columns.ref')}</Table.Th>
            <Table.Th>{t('common.date')}</Table.Th>
            <Table.Th>{t('common.total')}</Table.Th>
            <Table.Th>{t('orders.columns.status')}</Table.Th>
            <Table.Th>{t('orders.columns.payment')}</Table.Th>
            <Table.Th>{t('common.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => (
            <OrderRow
              key={order.id}
              order={order}
              onDetail={onDetail}
              onPay={onPay}
              onDelete={onDelete}
              returns={returns}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function OrderRow({
  order,
  onDetail,
  onPay,
  onDelete,
  returns,
}: { order: Order } & Omit<OrdersTableProps, 'orders'>) {
  const { t } = useTranslation();
  const action = clientOrderAction(order.etat, order.type_paiement);
  const ref = t('orders.ref', { ref: order.ref });
  return (
    <Table.Tr data-testid="order-row">
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          {canClientCancel(order.etat) && (
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={() => onDelete(order)}
              aria-label={t('orders.delete', { ref: order.ref })}
            >
              <IconTrash size={16} />
            </ActionIcon>
          )}
          <Anchor
            component="button"
            type="button"
            fw={600}
            style={{ whiteSpace: 'nowrap' }}
            onClick={() => onDetail(order)}
            aria-label={t('orders.openDetail', { ref: order.ref })}
          >
            {ref}
          </Anchor>
        </Group>
      </Table.Td>
      <Table.Td>
        <Text size="sm" data-testid="order-date" style={{ whiteSpace: 'nowrap' }}>
          {orderDate(order.created_at, t('orders.noDate'))}
        </Text>
      </Table.Td>
      <Table.Td>
        {/* What the client pays: the total after promotions and coupon. */}
        <Text size="sm" fw={600} data-testid="order-total" style={{ whiteSpace: 'nowrap' }}>
          {formatDzd(order.montant_a_payer)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Group gap={4}>
          <EtatBadge etat={order.etat} />
          <RefundBadge remboursement={order.remboursement} />
        </Group>
      </Table.Td>
      <Table.Td>
        <PaidBadge etat={order.etat} typePaiement={order.type_paiement} />
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          {action === 'Payé !' ? (
            <Button size="compact-sm" color="orange" onClick={() => onPay(order)}>
              {t('orders.pay')}
            </Button>
          ) : (
            <Button size="compact-sm" variant="light" onClick={() => onDetail(order)}>
              {t('orders.details')}
            </Button>
          )}
          {returns?.canReturn(order) && (
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => returns.onReturn(order)}
              aria-label={t('returns.actionOf', { ref: order.ref })}
            >
              {t('returns.action')}
            </Button>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
