/** `v1/client/paiementConfig`: which provider takes each card payment type. */
export interface PaymentConfig {
  devise: 'stripe' | 'sandbox';
  cib: 'chargily' | 'sandbox';
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

/** The card is sent only to the sandbox provider; Chargily takes it on its own page. */
export interface PayOrderPayload {
  commande_id: number;
  cardPaiement?: CardPaiement;
}

export interface PayOrderReply {
  message: string;
  /** With Chargily: the hosted payment page to go to. */
  data?: { checkout_url?: string | null } | null;
}
