import { Box, Button, Group, Input, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeCardElementOptions } from '@stripe/stripe-js';
import { IconLock } from '@tabler/icons-react';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ordersKeys } from '@/features/orders/api/orders-keys';
import type { Order } from '@/features/orders/order-types';
import { usePayOrder } from '@/features/payments/api/pay-order';
import { isApiError } from '@/lib/api-client';
import { fieldMessages } from '@/lib/error-messages';
import { errorMessage } from '@/lib/form-errors';
import { formatDzd } from '@/lib/formatters';

/**
 * The card form when Stripe takes `devise` payments (ADR 0009): the card is typed in Stripe's own
 * iframe (CardElement) and turned into a PaymentMethod by Stripe.js; our server only receives its
 * `pm_…` id, creates and confirms the PaymentIntent. A 202 with a `client_secret` means 3-D Secure:
 * Stripe.js shows the bank's challenge (handleNextAction) and the webhook records the outcome.
 */

const CARD_OPTIONS: StripeCardElementOptions = {
  hidePostalCode: true,
  style: {
    base: { fontSize: '16px', color: '#212529', '::placeholder': { color: '#868e96' } },
    invalid: { color: '#fa5252', iconColor: '#fa5252' },
  },
};

/** After 3-D Secure the order is paid once Stripe's webhook reaches us: look again a little later. */
export const WEBHOOK_GRACE_MS = 4000;

function refreshOrders(queryClient: QueryClient, later = false) {
  void queryClient.invalidateQueries({ queryKey: ordersKeys.all });
  if (later) {
    setTimeout(() => void queryClient.invalidateQueries({ queryKey: ordersKeys.all }), WEBHOOK_GRACE_MS);
  }
}

/** The server's reason: a 401 decline, a 409 attempt in progress, a 422 on `payment_method`, a 502. */
function serverMessage(error: Error): string {
  if (isApiError(error) && Object.keys(error.errors).length > 0) {
    return Object.entries(error.errors)
      .flatMap(([key, messages]) => fieldMessages(messages, error.codes[key]))
      .join(' ');
  }
  return errorMessage(error);
}

interface StripeCardFormProps {
  stripe: Stripe;
  order: Order;
  onClose: () => void;
}

export function StripeCardForm({ stripe, order, onClose }: StripeCardFormProps) {
  return (
    <Elements stripe={stripe} options={{ locale: 'fr' }}>
      <CardFields order={order} onClose={onClose} />
    </Elements>
  );
}

function CardFields({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const queryClient = useQueryClient();
  const pay = usePayOrder();
  const [busy, setBusy] = useState(false);
  const [declined, setDeclined] = useState<string | null>(null);
  const [cardError, setCardError] = useState<string | null>(null);
  const [focused, setFocused] = useState(false);

  const succeed = (later: boolean) => {
    refreshOrders(queryClient, later);
    notifications.show({ color: 'green', message: t('payment.success'), autoClose: 2500 });
    onClose();
  };
  const processing = () => {
    refreshOrders(queryClient, true);
    notifications.show({ color: 'blue', message: t('payment.processing'), autoClose: 4000 });
    onClose();
  };

  async function payWithStripe() {
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    const created = await stripe.createPaymentMethod({ type: 'card', card });
    if (created.error || !created.paymentMethod) {
      // Incomplete or invalid card: Stripe's own (French) message, under the card.
      setCardError(created.error?.message ?? t('payment.stripeFailed'));
      return;
    }
    let reply: Awaited<ReturnType<typeof pay.mutateAsync>>;
    try {
      reply = await pay.mutateAsync({ commande_id: order.id, payment_method: created.paymentMethod.id });
    } catch (error) {
      setDeclined(serverMessage(error as Error));
      return;
    }
    const clientSecret = reply.data?.client_secret;
    if (!clientSecret) {
      if (reply.data?.paye === false) processing();
      else succeed(false);
      return;
    }
    // 3-D Secure: the bank's challenge, shown by Stripe.js over the page.
    const action = await stripe.handleNextAction({ clientSecret });
    if (action.error) {
      refreshOrders(queryClient);
      setDeclined(action.error.message ?? t('payment.stripeFailed'));
      return;
    }
    const status = action.paymentIntent?.status;
    if (status === 'succeeded') succeed(true);
    else if (status === 'processing' || status === 'requires_capture') processing();
    else {
      refreshOrders(queryClient);
      setDeclined(action.paymentIntent?.last_payment_error?.message ?? t('payment.stripeFailed'));
    }
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setDeclined(null);
    setBusy(true);
    try {
      await payWithStripe();
    } catch {
      setDeclined(t('payment.stripeFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <div>
          <Text fw={600}>{t('payment.amount', { amount: formatDzd(order.montant_a_payer) })}</Text>
          {declined && (
            <Text c="red" size="sm" role="alert" mt={4}>
              {declined}
            </Text>
          )}
        </div>
        <Input.Wrapper label={t('payment.stripeCard')} labelElement="div" error={cardError} withAsterisk>
          <Box
            mt={4}
            px="sm"
            py={10}
            data-testid="stripe-card"
            style={{
              border: `1px solid ${
                cardError
                  ? 'var(--mantine-color-error)'
                  : focused
                    ? 'var(--mantine-primary-color-filled)'
                    : 'var(--mantine-color-default-border)'
              }`,
              borderRadius: 'var(--mantine-radius-default)',
              background: 'var(--mantine-color-body)',
            }}
          >
            <CardElement
              options={CARD_OPTIONS}
              onFocus={() => setFocused(true)}
              onBlur={() => setFocused(false)}
              onChange={(event) => setCardError(event.error?.message ?? null)}
            />
          </Box>
        </Input.Wrapper>
        <Text size="xs" c="dimmed">
          {t('payment.stripeSecure')}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={busy} disabled={!stripe} leftSection={<IconLock size={16} />}>
            {t('payment.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
