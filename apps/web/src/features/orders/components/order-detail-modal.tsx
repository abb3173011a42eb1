import {
  Badge,
  Button,
  Divider,
  Grid,
  Group,
  Modal,
  Paper,
  Stack,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { canScanDeliver } from '@souk/domain/order-states';
import { canPay } from '@souk/domain/payments';
import { orderSummary, promotionPrice } from '@souk/domain/pricing';
import { IconCreditCard, IconQrcode } from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { orderFeeValue, orderShippingText } from '@/features/delivery/order-delivery';
import { EtatBadge, PaidBadge, RefundBadge } from '@/features/orders/components/order-badges';
import classes from '@/features/orders/components/orders.module.css';
import { MAP_HEIGHT, ORDER_DETAIL_ZOOM } from '@/features/orders/map-defaults';
import { orderDate } from '@/features/orders/order-format';
import type { Order, OrderLine } from '@/features/orders/order-types';
import { etatLabel, paymentTypeLabel } from '@/lib/domain-labels';
import { formatDzd } from '@/lib/formatters';
import { MapView } from '@/ui/map-view';
import { MediaImage } from '@/ui/media-image';

interface OrderDetailModalProps {
  order: Order | null;
  onClose: () => void;
  onPay: (order: Order) => void;
  onScan: (order: Order) => void;
  /** The order's returns, their states and refunds (features/returns, given by the page). */
  Returns?: ComponentType<{ order: Order }>;
}

export function OrderDetailModal({ order, onClose, onPay, onScan, Returns }: OrderDetailModalProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={order !== null}
      onClose={onClose}
      title={order ? t('orders.detail.title', { ref: order.ref }) : ''}
      size="xl"
      fullScreen={phone}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {order && <OrderDetail order={order} onPay={onPay} onScan={onScan} Returns={Returns} />}
    </Modal>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

function lineUnitPrice(line: OrderLine): number {
  return line.prix_promotion ?? promotionPrice(line.prix, line.pourcentage);
}

function OrderDetail({
  order,
  onPay,
  onScan,
  Returns,
}: Omit<OrderDetailModalProps, 'order' | 'onClose'> & { order: Order }) {
  const { t } = useTranslation();
  const position: readonly [number, number] = [order.latitude, order.longitude];
  const hasPosition = Number.isFinite(order.latitude) && Number.isFinite(order.longitude);

  return (
    <Stack gap="lg">
      <Group gap="xs">
        <EtatBadge etat={order.etat} />
        <PaidBadge etat={order.etat} typePaiement={order.type_paiement} />
        <RefundBadge remboursement={order.remboursement} />
      </Group>

      <Grid gap="md">
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <Field label={t('common.date')}>{orderDate(order.created_at, t('orders.noDate'))}</Field>
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <Field label={t('orders.detail.paymentType')}>{paymentTypeLabel(order.type_paiement)}</Field>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Field label={t('orders.detail.seller')}>
            {order.marchand?.designation_magasin ?? t('orders.detail.souk')}
          </Field>
        </Grid.Col>
        <Grid.Col span={12}>
          <Field label={t('common.deliveryAddress')}>{order.adresse}</Field>
        </Grid.Col>
      </Grid>

      {(canPay(order.etat, order.type_paiement) || canScanDeliver(order.etat)) && (
        <Group gap="sm">
          {canPay(order.etat, order.type_paiement) && (
            <Button leftSection={<IconCreditCard size={16} />} color="orange" onClick={() => onPay(order)}>
              {t('orders.detail.payNow')}
            </Button>
          )}
          {canScanDeliver(order.etat) && (
            <Button leftSection={<IconQrcode size={16} />} onClick={() => onScan(order)}>
              {t('orders.detail.scan')}
            </Button>
          )}
          {/* The code is printed on the parcel only: the client confirms what it received (decision 0032). */}
          {canScanDeliver(order.etat) && (
            <Text size="xs" c="dimmed">
              {t('orders.detail.qrHint')}
            </Text>
          )}
        </Group>
      )}

      <Stack gap="xs" component="section" aria-labelledby="order-lines-title">
        <Title order={3} fz="md" id="order-lines-title">
          {t('orders.detail.lines')}
        </Title>
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {order.stock_articles.map((line, index) => (
            <Paper
              component="li"
              withBorder
              radius="md"
              p="xs"
              key={line.id ?? index}
              data-testid="order-line"
            >
              <Group wrap="nowrap" gap="sm" align="flex-start">
                <MediaImage
                  src={line.article.url_image}
                  alt=""
                  w={56}
                  h={56}
                  radius="sm"
                  fit="cover"
                  sizes="56px"
                  className={classes.lineImage}
                />
                <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                  <Text size="sm" fw={600} lineClamp={2}>
                    {line.article.designation}
                  </Text>
                  {line.stock_article.sous_options.length > 0 && (
                    <Text size="xs" c="dimmed">
                      {line.stock_article.sous_options.map((so) => so.designation).join(', ')}
                    </Text>
                  )}
                  <Group gap={6}>
                    <Text size="sm">
                      {line.quantite} x {formatDzd(lineUnitPrice(line))}
                    </Text>
                    {line.pourcentage > 0 && (
                      <Badge size="xs" color="red" variant="light">
                        {t('orders.detail.promo', { value: line.pourcentage })}
                      </Badge>
                    )}
                  </Group>
                </Stack>
                <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {formatDzd(
                    orderSummary([
                      { prix: line.prix, quantite: line.quantite, pourcentage: line.pourcentage },
                    ]).totalPromotion,
                  )}
                </Text>
              </Group>
            </Paper>
          ))}
        </Stack>
        <Stack gap={4} mt="xs">
          <Amount label={t('common.total')} value={formatDzd(order.total)} />
          <Amount label={t('common.promotionDiscount')} value={`- ${formatDzd(order.remise_promotion)}`} />
          {order.coupon && (
            <Amount
              label={t('orders.detail.coupon', { code: order.coupon.code })}
              value={`- ${formatDzd(order.remise_coupon)}`}
            />
          )}
          <Amount label={t('delivery.cart.feeRow')} value={orderFeeValue(order, t)} />
          <Text size="xs" c="dimmed">
            {orderShippingText(order, t)}
          </Text>
          <Divider />
          <Amount label={t('orders.detail.toPay')} value={formatDzd(order.montant_a_payer)} strong />
        </Stack>
      </Stack>

      {Returns && <Returns order={order} />}

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Title order={3} fz="md" mb="sm">
            {t('orders.detail.history')}
          </Title>
          <Timeline active={order.etats.length - 1} bulletSize={14} lineWidth={2}>
            {order.etats.map((step) => (
              <Timeline.Item key={`${step.etat}-${step.created_at}`} title={etatLabel(step.etat)}>
                <Text size="xs" c="dimmed">
                  {orderDate(step.created_at, t('orders.noDate'))}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        </Grid.Col>
      </Grid>

      {hasPosition && (
        <MapView
          center={position}
          zoom={ORDER_DETAIL_ZOOM}
          label={t('orders.detail.mapLabel')}
          height={MAP_HEIGHT}
        />
      )}
    </Stack>
  );
}

function Amount({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} c={strong ? 'souk.7' : undefined}>
        {value}
      </Text>
    </Group>
  );
}
