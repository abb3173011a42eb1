import { describe, expect, it } from 'vitest';
import { ProviderUnavailableError } from './payment-provider';
import { recordedFetch, recording, stripeUnreachable, useNoNetwork } from './recorded-fetch.fixtures';
import { createStripeProvider } from './stripe.provider';

/** Stripe refunds through the official SDK, answered by recorded replies (no network). */
describe('Stripe refunds (recorded replies)', () => {
  useNoNetwork();
  const request = {
    method: 'POST' as const,
    url: 'https://api.stripe.com/v1/refunds',
    headers: {
      Authorization: 'Bearer sk_test_51Souk',
      'Idempotency-Key': 'retour:7:remboursement',
      'Stripe-Version': '2026-10-28.endive',
    },
    form: {
      payment_intent: 'pi_3PqK2vLkdIwHu7ix0T8b6yZc',
      amount: '90000',
      'metadata[retour_id]': '7',
      'metadata[commande_id]': '1',
      'metadata[commande_ref]': '7KQ2-M9XD',
    },
  };
  const refund = (fetch: typeof globalThis.fetch) =>
    createStripeProvider({ secretKey: 'sk_test_51Souk', fetch }).refund!({
      paymentRef: 'pi_3PqK2vLkdIwHu7ix0T8b6yZc',
      amount: 90_000,
      idempotencyKey: 'retour:7:remboursement',
      refundRef: null,
      metadata: { retour_id: '7', commande_id: '1', commande_ref: '7KQ2-M9XD' },
    });

  it('creates the refund of the PaymentIntent with the idempotency key of the return', async () => {
    const fake = recordedFetch([{ expect: request, reply: recording('stripe-refund-succeeded') }]);
    expect(await refund(fake.fetch)).toMatchObject({
      status: 'succeeded',
      refundRef: 're_3PqK2vLkdIwHu7ix0aB1cD2e',
      raw: { amount: 90_000, status: 'succeeded' },
    });
    fake.verify();
  });

  it('a pending refund is not settled; Stripe unreachable is an error to retry with the same key', async () => {
    const pending = recording('stripe-refund-succeeded');
    (pending.body as { status: string }).status = 'pending';
    const fake = recordedFetch([{ expect: request, reply: pending }]);
    expect(await refund(fake.fetch)).toMatchObject({ status: 'pending' });
    fake.verify();

    const down = recordedFetch(stripeUnreachable(request));
    await expect(refund(down.fetch)).rejects.toBeInstanceOf(ProviderUnavailableError);
    down.verify();
  });
});
