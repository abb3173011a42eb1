// Beyond the storefront's first-view styles (app/mantine-first-view-styles.ts): the basket's screen
// loads no whole Mantine sheet (app/router.tsx, ownStylesPage).
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Collapse,
  Divider,
  Group,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { type ModeLivraison, wilayaLabelOf } from '@souk/domain/delivery';
import { paymentLabel, type TypePaiement } from '@souk/domain/payments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor } from '@/app/route-names';
import { useAbout } from '@/features/about/api/get-about';
import { unitPrice, variantLabel } from '@/features/cart/cart-lines';
import type { CheckoutPricing } from '@/features/cart/checkout-pricing';
import { type DeliveryStatus, orderFeeText, totalFeeText } from '@/features/cart/components/cart-delivery';
import { modeLivraisonKey } from '@/lib/domain-labels';
import { formatDzd, formatWilaya } from '@/lib/formatters';

interface CheckoutRecapProps {
  pricing: CheckoutPricing;
  deliveryStatus: DeliveryStatus;
  adresse: string;
  destination: number | null;
  mode: ModeLivraison;
  typePaiement: TypePaiement;
  pending: boolean;
  onBack: () => void;
  onConfirm: () => void;
}

function Amount({
  label,
  value,
  strong,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text
        size={strong ? 'md' : 'sm'}
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
 * The order recap (law 18-05): what each seller order holds and costs, delivery fees included,
 * where it goes and how it is paid; the terms of sale to accept; then the confirmation.
 */
export function CheckoutRecap({
  pricing,
  deliveryStatus,
  adresse,
  destination,
  mode,
  typePaiement,
  pending,
  onBack,
  onConfirm,
}: CheckoutRecapProps) {
  const { t } = useTranslation();
  const about = useAbout();
  const [accepted, setAccepted] = useState(false);
  const [termsShown, setTermsShown] = useState(false);
  const [termsError, setTermsError] = useState(false);
  const total = pricing.total;
  const wilaya = wilayaLabelOf(destination);

  const confirm = () => {
    if (!accepted) {
      setTermsError(true);
      return;
    }
    onConfirm();
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('delivery.checkout.stepTwo')}
      </Text>
      <Title order={3} fz="md">
        {t('delivery.recap.title')}
      </Title>

      <Stack
        gap="sm"
        component="ul"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label={t('delivery.recap.orders')}
      >
        {pricing.orders.map((order) => {
          const seller = order.name ?? t('delivery.platformName');
          return (
            <Paper
              component="li"
              key={order.marchandId ?? 0}
              withBorder
              radius="md"
              p="sm"
              aria-label={seller}
            >
              <Text fw={700} size="sm" mb={4}>
                {t('delivery.recap.seller', { seller })}
              </Text>
              <Stack gap={4}>
                {order.lines.map(({ line, quantite }) => {
                  const variant = variantLabel(line);
                  return (
                    <Group
                      key={line.stock_article_id}
                      justify="space-between"
                      wrap="nowrap"
                      gap="xs"
                      align="flex-start"
                    >
                      <Stack gap={0}>
                        <Text size="sm">
                          {t('delivery.recap.line', { quantite, designation: line.article.designation })}
                        </Text>
                        {variant && (
                          <Text size="xs" c="dimmed">
                            {variant}
                          </Text>
                        )}
                      </Stack>
                      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                        {formatDzd(unitPrice(line) * quantite)}
                      </Text>
                    </Group>
                  );
                })}
                {order.summary.remiseCoupon > 0 && (
                  <Amount
                    label={t('cart.summary.coupon')}
                    value={`- ${formatDzd(order.summary.remiseCoupon)}`}
                  />
                )}
                <Amount
                  label={t('delivery.cart.feeRow')}
                  value={
                    deliveryStatus === 'ready'
                      ? orderFeeText(order, t)
                      : totalFeeText(pricing, deliveryStatus, t)
                  }
                />
                <Amount
                  label={t('delivery.recap.orderTotal')}
                  value={formatDzd(order.summary.aPayer)}
                  strong
                />
              </Stack>
            </Paper>
          );
        })}
      </Stack>

      <Stack gap={4}>
        <Amount label={t('common.total')} value={formatDzd(total.total)} />
        <Amount label={t('common.promotionDiscount')} value={`- ${formatDzd(total.remisePromotion)}`} />
        {total.remiseCoupon > 0 && (
          <Amount label={t('cart.summary.coupon')} value={`- ${formatDzd(total.remiseCoupon)}`} />
        )}
        <Amount
          label={t('delivery.cart.feeRow')}
          value={totalFeeText(pricing, deliveryStatus, t)}
          testId="recap-delivery"
        />
        <Divider />
        <Amount
          label={t('cart.summary.toPay')}
          value={formatDzd(total.aPayer)}
          strong
          testId="recap-to-pay"
        />
      </Stack>

      {deliveryStatus !== 'ready' && (
        <Alert color="orange" variant="light" role="status">
          {t('delivery.recap.feesLater')}
        </Alert>
      )}

      <Paper withBorder radius="md" p="sm">
        <Stack gap={2}>
          <Text size="sm">{t('delivery.recap.address', { adresse })}</Text>
          {wilaya && <Text size="sm">{t('delivery.recap.wilaya', { wilaya: formatWilaya(wilaya) })}</Text>}
          <Text size="sm">
            {t('delivery.recap.mode', {
              mode: t(modeLivraisonKey(mode)),
            })}
          </Text>
          <Text size="sm">{t('delivery.recap.payment', { payment: paymentLabel(typePaiement) })}</Text>
        </Stack>
      </Paper>

      <Stack gap={6}>
        <Checkbox
          checked={accepted}
          onChange={(event) => {
            setAccepted(event.currentTarget.checked);
            setTermsError(false);
          }}
          label={t('delivery.recap.acceptTerms')}
          error={termsError ? t('delivery.recap.termsRequired') : undefined}
        />
        <Group gap="md">
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => setTermsShown((v) => !v)}
            aria-expanded={termsShown}
          >
            {termsShown ? t('delivery.recap.hideTerms') : t('delivery.recap.showTerms')}
          </Anchor>
          <Anchor href={`${pathFor('Apropos')}#conditions`} target="_blank" rel="noopener" size="sm">
            {t('delivery.recap.termsPage')}
          </Anchor>
        </Group>
        <Collapse expanded={termsShown}>
          <ScrollArea.Autosize mah={180} type="auto">
            <Text size="xs" style={{ whiteSpace: 'pre-line' }} data-testid="checkout-terms">
              {about.data?.condition?.trim() || t('delivery.recap.noTerms')}
            </Text>
          </ScrollArea.Autosize>
        </Collapse>
      </Stack>

      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onBack} disabled={pending}>
          {t('common.edit')}
        </Button>
        <Button onClick={confirm} loading={pending} disabled={deliveryStatus === 'loading'}>
          {t('delivery.recap.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}
