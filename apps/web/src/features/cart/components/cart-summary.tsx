import { Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { OrderSummary } from '@souk/domain/pricing';
import { IconShoppingBag } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDzd } from '@/lib/formatters';

interface CartSummaryProps {
  summary: OrderSummary;
  selectedCount: number;
  onOrder: () => void;
  /** 'Commander' was tapped and the order form is on its way: the button says it is working. */
  ordering?: boolean;
  /** The delivery choice and the fee of each seller order, shown before 'Commander'. */
  delivery?: ReactNode;
  /** The delivery fee row's value ('400,00 DZD', 'Offerte', …). */
  deliveryFee?: string;
}

function Row({
  label,
  value,
  testId,
  strong,
}: {
  label: string;
  value: string;
  testId: string;
  strong?: boolean;
}) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text
        size={strong ? 'lg' : 'sm'}
        fw={strong ? 700 : 500}
        c={strong ? 'souk.7' : undefined}
        data-testid={testId}
      >
        {value}
      </Text>
    </Group>
  );
}

/**
 * Total, promotion discount, coupon, delivery fee and amount to pay of the selected lines (domain
 * arithmetic), with the delivery choice, before 'Commander'.
 */
export function CartSummary({
  summary,
  selectedCount,
  onOrder,
  ordering = false,
  delivery,
  deliveryFee,
}: CartSummaryProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} fz="md">
          {t('cart.summary.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t(selectedCount === 1 ? 'cart.summary.selectedOne' : 'cart.summary.selectedMany', {
            count: selectedCount,
          })}
        </Text>
        <Row label={t('common.total')} value={formatDzd(summary.total)} testId="summary-total" />
        <Row
          label={t('common.promotionDiscount')}
          value={`- ${formatDzd(summary.remisePromotion)}`}
          testId="summary-promotion"
        />
        <Row
          label={t('cart.summary.coupon')}
          value={`- ${formatDzd(summary.remiseCoupon)}`}
          testId="summary-coupon"
        />
        {deliveryFee !== undefined && (
          <Row label={t('delivery.cart.feeRow')} value={deliveryFee} testId="summary-delivery" />
        )}
        {delivery}
        <Divider />
        <Row
          label={t('cart.summary.toPay')}
          value={formatDzd(summary.aPayer)}
          testId="summary-to-pay"
          strong
        />
        <Button
          size="md"
          fullWidth
          onClick={onOrder}
          loading={ordering}
          disabled={selectedCount === 0}
          leftSection={<IconShoppingBag size={18} />}
        >
          {t('cart.order')}
        </Button>
        {selectedCount === 0 && (
          <Text size="xs" c="dimmed">
            {t('cart.noSelection')}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t('cart.perSeller')}
        </Text>
      </Stack>
    </Paper>
  );
}
