import {
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { cardPaiementSchema } from '@souk/domain/card-schemas';
import { IconInfoCircle, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@/features/orders/order-types';
import { usePaymentConfig } from '@/features/payments/api/get-payment-config';
import { usePayOrder } from '@/features/payments/api/pay-order';
import { useStripeForm } from '@/features/payments/components/stripe-loader';
import type { CardPaiement, PayOrderReply } from '@/features/payments/payment-types';
import { isApiError } from '@/lib/api-client';
import { fieldMessages } from '@/lib/error-messages';
import { errorMessage } from '@/lib/form-errors';
import { formatDzd } from '@/lib/formatters';
import { zodValidate } from '@/lib/zod-form';
import { LoadError } from '@/ui/load-error';

const CARD_FIELDS = ['number', 'exp_month', 'exp_year', 'cvc', 'postal_code', 'cardHolderName'] as const;

/** Months 01 to 12. */
export const EXPIRY_MONTHS = Array.from({ length: 12 }, (_, n) => String(n + 1).padStart(2, '0'));
/** The current year and the ten after it (the original fixed 2023–2029 has run out). */
export function expiryYears(now = new Date()): string[] {
  const first = now.getFullYear();
  return Array.from({ length: 11 }, (_, n) => String(first + n));
}

/** Sends the browser to a payment provider's hosted page (kept apart so tests can watch it). */
export const paymentRedirect = {
  go: (url: string) => window.location.assign(url),
};

interface CardPaymentModalProps {
  order: Order | null;
  onClose: () => void;
}

export function CardPaymentModal({ order, onClose }: CardPaymentModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={order !== null}
      onClose={onClose}
      title={order ? t('payment.title', { ref: order.ref }) : ''}
      size="md"
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {order && <PaymentBody order={order} onClose={onClose} />}
    </Modal>
  );
}

/**
 * Picks the way to pay from the server's configuration: the card form with the sandbox provider,
 * a redirect to Chargily's page for CIB / EDAHABIA, and Stripe Elements for Stripe (loaded on
 * demand; card data never reaches our own server when Stripe is configured).
 */
function PaymentBody({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation();
  const config = usePaymentConfig();
  if (config.isPending) {
    return (
      <Group justify="center" py="lg">
        <Loader size="sm" role="status" aria-label={t('common.loading')} />
      </Group>
    );
  }
  if (config.isError)
    return <LoadError message={t('payment.configError')} onRetry={() => config.refetch()} />;
  const provider = order.type_paiement === 'cib' ? config.data.cib : config.data.devise;
  if (provider === 'stripe') {
    const key = config.data.stripe_publishable_key;
    if (!key) return <LoadError message={t('payment.stripe')} />;
    return <StripePayment publishableKey={key} order={order} onClose={onClose} />;
  }
  if (provider === 'chargily') return <RedirectPayment order={order} />;
  if (provider === 'indisponible') {
    return (
      <Alert color="orange" variant="light" role="alert">
        {t('payment.unavailable')}
      </Alert>
    );
  }
  return <CardForm order={order} onClose={onClose} />;
}

/** Stripe.js loads when needed; offline or blocked, a clear message and a retry. */
function StripePayment({
  publishableKey,
  order,
  onClose,
}: {
  publishableKey: string;
  order: Order;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const loaded = useStripeForm(publishableKey);
  if (loaded.isPending) {
    return (
      <Group justify="center" gap="sm" py="lg">
        <Loader size="sm" />
        <Text size="sm">{t('payment.stripeLoading')}</Text>
      </Group>
    );
  }
  if (loaded.isError) return <LoadError message={t('payment.stripe')} onRetry={() => loaded.refetch()} />;
  const { StripeCardForm, stripe } = loaded.data;
  return <StripeCardForm stripe={stripe} order={order} onClose={onClose} />;
}

function useRedirectOrClose(onClose: () => void) {
  const { t } = useTranslation();
  const [redirecting, setRedirecting] = useState(false);
  const done = (reply: PayOrderReply) => {
    const url = reply.data?.checkout_url;
    if (url) {
      setRedirecting(true);
      paymentRedirect.go(url);
      return;
    }
    notifications.show({ color: 'green', message: t('payment.success'), autoClose: 2500 });
    onClose();
  };
  return { redirecting, done };
}

function RedirectPayment({ order }: { order: Order }) {
  const { t } = useTranslation();
  const pay = usePayOrder();
  const [error, setError] = useState<string | null>(null);
  const { redirecting, done } = useRedirectOrClose(() => {});
  return (
    <Stack gap="md">
      <Text fw={600}>{t('payment.amount', { amount: formatDzd(order.montant_a_payer) })}</Text>
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      <Text size="sm">{redirecting ? t('payment.redirecting') : t('payment.chargily')}</Text>
      <Button
        loading={pay.isPending || redirecting}
        leftSection={<IconLock size={16} />}
        onClick={() => {
          setError(null);
          pay.mutate(
            { commande_id: order.id },
            { onSuccess: done, onError: (e) => setError(errorMessage(e)) },
          );
        }}
      >
        {t('payment.chargilyContinue')}
      </Button>
    </Stack>
  );
}

/**
 * Card form of the sandbox provider: each 422 message under its own field
 * (docs/product/storefront-and-client.md, Differences).
 */
function CardForm({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation();
  const pay = usePayOrder();
  const [declined, setDeclined] = useState<string | null>(null);
  const { redirecting, done } = useRedirectOrClose(onClose);
  const form = useForm<CardPaiement>({
    mode: 'controlled',
    initialValues: { number: '', exp_month: '', exp_year: '', cvc: '', postal_code: '', cardHolderName: '' },
    // The sandbox's own schema: each field's message before anything is sent.
    validate: zodValidate<CardPaiement>(cardPaiementSchema),
  });

  const submit = form.onSubmit((values) => {
    setDeclined(null);
    const cardPaiement = { ...values, number: values.number.replace(/\s+/g, '') };
    pay.mutate(
      { cardPaiement, commande_id: order.id },
      {
        onSuccess: done,
        onError: (error) => {
          if (isApiError(error) && error.status === 422 && Object.keys(error.errors).length > 0) {
            const fields: Record<string, string> = {};
            const other: string[] = [];
            for (const [key, messages] of Object.entries(error.errors)) {
              const field = key.replace(/^cardPaiement\./, '');
              // Each sentence in the screen's language, from its code (decision 0041).
              const shown = fieldMessages(messages, error.codes[key]);
              if ((CARD_FIELDS as readonly string[]).includes(field)) fields[field] = shown.join(' ');
              else other.push(...shown);
            }
            form.setErrors(fields);
            if (other.length > 0) setDeclined(other.join(' '));
            return;
          }
          // 401: declined by the provider, its reason in red under the amount question.
          setDeclined(errorMessage(error));
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {/* The sandbox takes this form only: no money moves, and the client must know it (decision 0009). */}
        <Alert
          color="yellow"
          variant="light"
          icon={<IconInfoCircle size={16} aria-hidden />}
          data-testid="demo-payment"
          role="note"
        >
          {t('payment.demo')}
        </Alert>
        <div>
          <Text fw={600}>{t('payment.amount', { amount: formatDzd(order.montant_a_payer) })}</Text>
          {declined && (
            <Text c="red" size="sm" role="alert" mt={4}>
              {declined}
            </Text>
          )}
        </div>
        <TextInput
          label={t('payment.number')}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          maxLength={23}
          withAsterisk
          {...form.getInputProps('number')}
        />
        <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
          <NativeSelect
            label={t('payment.expMonth')}
            autoComplete="cc-exp-month"
            data={[{ value: '', label: 'MM' }, ...EXPIRY_MONTHS]}
            withAsterisk
            {...form.getInputProps('exp_month')}
          />
          <NativeSelect
            label={t('payment.expYear')}
            autoComplete="cc-exp-year"
            data={[{ value: '', label: 'AAAA' }, ...expiryYears()]}
            withAsterisk
            {...form.getInputProps('exp_year')}
          />
          <TextInput
            label={t('payment.cvc')}
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={3}
            withAsterisk
            {...form.getInputProps('cvc')}
            onChange={(event) =>
              form.setFieldValue('cvc', event.currentTarget.value.replace(/\D/g, '').slice(0, 3))
            }
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={t('payment.postalCode')}
            autoComplete="postal-code"
            inputMode="numeric"
            withAsterisk
            {...form.getInputProps('postal_code')}
          />
          <TextInput
            label={t('payment.holder')}
            autoComplete="cc-name"
            withAsterisk
            {...form.getInputProps('cardHolderName')}
          />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('payment.sandboxHint')}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={pay.isPending || redirecting} leftSection={<IconLock size={16} />}>
            {t('payment.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
