import { ActionIcon, Anchor, Button, Loader, Menu, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { nextSellerEtat } from '@souk/domain/order-states';
import { IconDotsVertical, IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor } from '@/app/route-names';
import { toastError, toastSuccess } from '@/features/backoffice/feedback';
import { useChangeOrderState } from '@/features/orders/api/change-order-state';
import type { BackofficeKind, BackofficeOrder } from '@/features/orders/backoffice-order-types';
import classes from '@/features/orders/components/backoffice-orders.module.css';
import { ClientFailuresBadge, ConfirmationBadge } from '@/features/orders/components/cod-confirmation';
import { EtatBadge, PaidBadge } from '@/features/orders/components/order-badges';
import { orderDate } from '@/features/orders/order-format';
import { paymentTypeLabel, sellerMoveLabel } from '@/lib/domain-labels';
import { refusalMessage } from '@/lib/form-errors';
import { formatDzd } from '@/lib/formatters';

export interface BackofficeOrdersTableProps {
  kind: BackofficeKind;
  orders: BackofficeOrder[];
  /** Adds the Action column (the state menu). Off by default: read-only tables. */
  withStateMenu?: boolean;
  /** Adds the Marchand column (the admin's 'Commandes Marchant' tab). */
  withMarchand?: boolean;
  /** Called after a successful state change (the order queries are reloaded anyway). */
  onChanged?: () => void;
}

/** The detail screen of an order for each audience (commandeDetail / commandeDetail-partenaire). */
export function orderDetailPath(kind: BackofficeKind, reference: string): string {
  return pathFor(kind === 'admin' ? 'commandeDetail' : 'commandeDetail-partenaire', { reference });
}

/**
 * Whether the seller's state menu is offered on this row (docs/product/orders-and-money.md, Who moves
 * what): the order has a client and lines, a next state exists, and for the administrator the order is
 * the platform's own ('Order state changes are not offered for merchant-owned orders').
 */
export function offersStateMenu(kind: BackofficeKind, order: BackofficeOrder): boolean {
  if (!order.client || order.nbr_lignes < 1) return false;
  if (kind === 'admin' && order.marchand) return false;
  return nextSellerEtat(order.etat) !== null;
}

/**
 * The back-office orders table (admin and partner): Référence, Client, Date, Total, Status, Etat
 * Paiement, Méthode Paiement, Voir Details, and optionally Marchand and Action.
 */
export function BackofficeOrdersTable({
  kind,
  orders,
  withStateMenu = false,
  withMarchand = false,
  onChanged,
}: BackofficeOrdersTableProps) {
  const { t } = useTranslation();
  return (
    // Names, dates and payment methods wrap to keep the table narrow; when it still scrolls sideways
    // the Action column stays in sight (sticky at the right edge).
    <Table.ScrollContainer
      minWidth={withMarchand || withStateMenu ? 900 : 820}
      scrollAreaProps={withStateMenu ? { classNames: { viewport: classes.clearOfAction } } : undefined}
    >
      <Table verticalSpacing="sm" highlightOnHover data-testid="backoffice-orders-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('boOrders.columns.ref')}</Table.Th>
            <Table.Th>{t('common.client')}</Table.Th>
            {withMarchand && <Table.Th>{t('boOrders.columns.marchand')}</Table.Th>}
            <Table.Th>{t('common.date')}</Table.Th>
            <Table.Th>{t('common.total')}</Table.Th>
            <Table.Th>{t('boOrders.columns.status')}</Table.Th>
            <Table.Th>{t('boOrders.columns.paid')}</Table.Th>
            <Table.Th>{t('boOrders.columns.method')}</Table.Th>
            <Table.Th>{t('boOrders.columns.details')}</Table.Th>
            {withStateMenu && (
              <Table.Th className={classes.stickyAction}>{t('boOrders.columns.action')}</Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => (
            <OrderRow
              key={order.id}
              kind={kind}
              order={order}
              withMarchand={withMarchand}
              withStateMenu={withStateMenu}
              onChanged={onChanged}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

interface OrderRowProps {
  kind: BackofficeKind;
  order: BackofficeOrder;
  withMarchand: boolean;
  withStateMenu: boolean;
  onChanged?: () => void;
}

function OrderRow({ kind, order, withMarchand, withStateMenu, onChanged }: OrderRowProps) {
  const { t } = useTranslation();
  const none = t('boOrders.none');
  return (
    <Table.Tr data-testid="backoffice-order-row">
      <Table.Td>
        <Anchor
          component={Link}
          to={orderDetailPath(kind, order.ref)}
          fw={600}
          style={{ whiteSpace: 'nowrap' }}
        >
          {t('boOrders.ref', { ref: order.ref })}
        </Anchor>
      </Table.Td>
      <Table.Td>
        {order.client ? (
          <Stack gap={0}>
            <Text size="sm" fw={500}>
              {`${order.client.prenom} ${order.client.nom}`}
            </Text>
            {order.client.telephone && (
              <Text size="xs" c="dimmed">
                <span dir="ltr">{order.client.telephone}</span>
              </Text>
            )}
            <ClientFailuresBadge count={order.echecs_livraison_client} />
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {none}
          </Text>
        )}
      </Table.Td>
      {withMarchand && (
        <Table.Td>
          <Text size="sm">{order.marchand?.designation_magasin ?? none}</Text>
        </Table.Td>
      )}
      <Table.Td>
        <Text size="sm">{orderDate(order.created_at, none)}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }} data-testid="backoffice-order-total">
          {formatDzd(order.montant_a_payer)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Stack gap={4} align="flex-start">
          <EtatBadge etat={order.etat} area={kind} />
          <ConfirmationBadge order={order} compact />
        </Stack>
      </Table.Td>
      <Table.Td>
        <PaidBadge etat={order.etat} typePaiement={order.type_paiement} />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{paymentTypeLabel(order.type_paiement)}</Text>
      </Table.Td>
      <Table.Td>
        <Button
          component={Link}
          to={orderDetailPath(kind, order.ref)}
          size="compact-sm"
          variant="light"
          leftSection={<IconEye size={14} aria-hidden />}
          aria-label={t('boOrders.openDetail', { ref: order.ref })}
        >
          {t('boOrders.details')}
        </Button>
      </Table.Td>
      {withStateMenu && (
        <Table.Td className={classes.stickyAction}>
          {offersStateMenu(kind, order) ? (
            <StateMenu kind={kind} order={order} onChanged={onChanged} />
          ) : (
            <Text size="sm" c="dimmed">
              <span aria-hidden>{none}</span>
              <VisuallyHidden>{t('boOrders.noAction')}</VisuallyHidden>
            </Text>
          )}
        </Table.Td>
      )}
    </Table.Tr>
  );
}

/** The single move offered from the current state; 'Success' or 'Veuillez ressayer plut tard'. */
function StateMenu({
  kind,
  order,
  onChanged,
}: {
  kind: BackofficeKind;
  order: BackofficeOrder;
  onChanged?: () => void;
}) {
  const { t } = useTranslation();
  const change = useChangeOrderState(kind);
  const next = nextSellerEtat(order.etat);
  const label = sellerMoveLabel(order.etat);
  if (!next || !label) return null;
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        {/* Busy, not disabled: a disabled button drops the keyboard focus to the page's start. */}
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('boOrders.stateMenu', { ref: order.ref })}
          aria-busy={change.isPending || undefined}
        >
          {change.isPending ? <Loader size={14} /> : <IconDotsVertical size={16} />}
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('boOrders.stateMenuTitle')}</Menu.Label>
        <Menu.Item
          disabled={change.isPending}
          onClick={() =>
            change.mutate(
              { id: order.id, etat: next },
              {
                onSuccess: () => {
                  toastSuccess(t('common.success'));
                  onChanged?.();
                },
                onError: (error) => toastError(refusalMessage(error, t('common.tryLater'))),
              },
            )
          }
        >
          {label}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
