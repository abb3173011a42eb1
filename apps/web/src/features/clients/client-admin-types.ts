import type { ClientCoupon } from '@/features/coupons/coupon-types';
import type { BackofficeOrder } from '@/features/orders/backoffice-order-types';
import type { Client } from '@/lib/sessions';

/** A client as the administrator's list shows it (`v1/user/clients`). Amounts are DZD. */
export interface AdminClient extends Client {
  slug: string;
  description?: string | null;
  created_at: string;
  /** false = blocked: cannot log in nor order. */
  valide: boolean;
  /** Orders placed, whatever their state. */
  nbr_commande: number;
  /** DZD actually paid (delivered, or paid by card). */
  depences: number;
}

/** `v1/user/clientShow/{slug}`: the client, every order (newest first) and every coupon. */
export interface AdminClientDetail extends AdminClient {
  commandes: BackofficeOrder[];
  coupons: ClientCoupon[];
}
