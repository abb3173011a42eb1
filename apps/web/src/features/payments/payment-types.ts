/**
 * `v1/client/paiementConfig`: which provider takes each card payment type; `sandbox` is a
 * demonstration payment, `indisponible` a type this deployment does not offer (decision 0009).
 */
export interface PaymentConfig {
  devise: 'stripe' | 'sandbox' | 'indisponible';
  cib: 'chargily' | 'sandbox' | 'indisponible';
  stripe_publishable_key?: string | null;
}

export interface CardPaiement {
  number: string;
  exp_month: string;
  exp_year: string;
  cvc: string;
  postal_code: string;
  cardHolderName: string;
}

/**
 * The card is sent only to the sandbox provider; Stripe gets it in its own iframe and we send the
 * `pm_…` PaymentMethod id it gives back; Chargily takes it on its own page.
 */
export interface PayOrderPayload {
  commande_id: number;
  cardPaiement?: CardPaiement;
  payment_method?: string;
}

export interface PayOrderReply {
  message: string;
  data?: {
    commande_id?: number;
    etat?: string;
    /** The order is paid after this call. */
    paye?: boolean;
    /** With Stripe and 3-D Secure (202): finished in the browser with stripe.handleNextAction. */
    client_secret?: string | null;
    /** With Chargily: the hosted payment page to go to. */
    checkout_url?: string | null;
  } | null;
}
