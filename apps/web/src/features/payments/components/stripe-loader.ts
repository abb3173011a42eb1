import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentsKeys } from '@/features/payments/api/payments-keys';

/**
 * Stripe.js and the Elements form, loaded only when a client opens the card modal with Stripe as
 * the provider: neither the storefront nor the orders page carries them. Stripe.js comes from
 * js.stripe.com (allowed by the API's CSP); when it cannot load (offline, blocked), the query
 * fails and the modal offers a retry (`loadStripe` forgets a failed load, so the retry really retries).
 */
async function loadStripeForm(publishableKey: string) {
  const [{ StripeCardForm }, { loadStripe }] = await Promise.all([
    import('@/features/payments/components/stripe-card-form'),
    import('@stripe/stripe-js'),
  ]);
  const stripe = await loadStripe(publishableKey);
  if (!stripe) throw new Error('Stripe.js is not available');
  return { StripeCardForm, stripe };
}

export function stripeFormQueryOptions(publishableKey: string) {
  return queryOptions({
    queryKey: [...paymentsKeys.all, 'stripe-js', publishableKey],
    queryFn: () => loadStripeForm(publishableKey),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    // A Stripe instance and a component: kept as they are.
    structuralSharing: false,
  });
}

export function useStripeForm(publishableKey: string) {
  return useQuery(stripeFormQueryOptions(publishableKey));
}
