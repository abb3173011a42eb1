// Beyond the storefront's first-view styles (app/mantine-first-view-styles.ts): the basket's screen
// loads no whole Mantine sheet (app/router.tsx, ownStylesPage).
import '@mantine/core/styles/List.layer.css';
import { List, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { CheckoutPricing, SellerOrder } from '@/features/cart/checkout-pricing';
import { DeliveryChoiceFields } from '@/features/delivery/components/delivery-choice-fields';
import type { DeliveryChoice, DeliveryQuote } from '@/features/delivery/delivery-types';
import { isApiError } from '@/lib/api-client';
import { formatDzd } from '@/lib/formatters';

/** Where the delivery quote stands: priced, loading, waiting for a wilaya, or unavailable. */
export type DeliveryStatus = 'ready' | 'loading' | 'needsWilaya' | 'error';

export function deliveryStatus(quote: UseQueryResult<DeliveryQuote>, choice: DeliveryChoice): DeliveryStatus {
  if (quote.isError) {
    // 422 without a wilaya: the profile has none, the client must choose one.
    return isApiError(quote.error) && quote.error.status === 422 && choice.wilaya === null
      ? 'needsWilaya'
      : 'error';
  }
  if (!quote.data || quote.isPlaceholderData) return 'loading';
  return 'ready';
}

/** One seller order's fee: an amount, 'Offerte' (threshold reached) or 'Gratuite'. */
export function orderFeeText(order: SellerOrder, t: TFunction): string {
  if (order.summary.fraisLivraison > 0) return formatDzd(order.summary.fraisLivraison);
  return order.livraisonOfferte ? t('delivery.fees.offered') : t('delivery.fees.free');
}

/** The delivery row of a summary: the sum of the orders' fees, or why it is not known. */
export function totalFeeText(pricing: CheckoutPricing, status: DeliveryStatus, t: TFunction): string {
  if (status === 'loading') return t('delivery.fees.computing');
  if (status === 'needsWilaya') return t('common.chooseWilaya');
  if (status === 'error') return t('delivery.fees.unavailable');
  if (pricing.total.fraisLivraison > 0) return formatDzd(pricing.total.fraisLivraison);
  return pricing.orders.some((o) => o.livraisonOfferte)
    ? t('delivery.fees.offered')
    : t('delivery.fees.free');
}

interface CartDeliveryProps {
  choice: DeliveryChoice;
  onChange: (next: DeliveryChoice) => void;
  quote: UseQueryResult<DeliveryQuote>;
  status: DeliveryStatus;
  pricing: CheckoutPricing;
}

/**
 * The cart's delivery box: the choice, each seller order's fee, the free-delivery threshold and, for
 * each seller order that pays a fee, how much more of its articles would make it free.
 */
export function CartDelivery({ choice, onChange, quote, status, pricing }: CartDeliveryProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <DeliveryChoiceFields
        value={choice}
        resolvedWilaya={quote.data?.wilaya_code ?? null}
        onChange={onChange}
        size="xs"
      />
      {status === 'needsWilaya' && (
        <Text size="xs" c="orange.8" role="status">
          {t('delivery.cart.chooseWilaya')}
        </Text>
      )}
      {status === 'error' && (
        <Text size="xs" c="red" role="status">
          {t('delivery.cart.loadError')}
        </Text>
      )}
      {status === 'ready' && pricing.orders.length > 1 && (
        <List size="xs" spacing={2} aria-label={t('delivery.cart.perSeller')} listStyleType="none" ml={0}>
          {pricing.orders.map((order) => (
            <List.Item key={order.marchandId ?? 0}>
              {t('delivery.cart.sellerFee', {
                seller: order.name ?? t('delivery.platformName'),
                fee: orderFeeText(order, t),
              })}
            </List.Item>
          ))}
        </List>
      )}
      {status === 'ready' && pricing.orders.some((o) => o.resteGratuite !== null) && (
        <List size="xs" spacing={2} aria-label={t('delivery.cart.towardsFree')} listStyleType="none" ml={0}>
          {pricing.orders.map((order) =>
            order.resteGratuite === null ? null : (
              <List.Item key={order.marchandId ?? 0}>
                {t('delivery.cart.remaining', {
                  seller: order.name ?? t('delivery.platformName'),
                  amount: formatDzd(order.resteGratuite),
                })}
              </List.Item>
            ),
          )}
        </List>
      )}
      {pricing.seuil !== null && pricing.seuil > 0 && (
        <Text size="xs" c="dimmed">
          {t('delivery.cart.freeFrom', { amount: formatDzd(pricing.seuil) })}
        </Text>
      )}
    </Stack>
  );
}
