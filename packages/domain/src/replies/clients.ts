import { clientAccountSchema } from '../auth-schemas';
import { clientCouponReply } from '../client-schemas';
import { paginatedSchema } from '../pagination';
import { z } from '../validation';
import { backofficeOrderRow } from './orders';

/** Replies of the administrator's client calls (docs/product/admin.md, Clients). Amounts are DZD. */

export const clientAdminReply = clientAccountSchema.extend({
  /** false = blocked: cannot log in nor order. */
  valide: z.boolean(),
  /** Orders placed, whatever their state. */
  nbr_commande: z.number(),
  /** DZD actually paid (the shared paid rule: delivered, or paid by card). */
  depences: z.number(),
});
export type ClientAdminReply = z.infer<typeof clientAdminReply>;

export const clientShowReply = z.object({
  data: clientAdminReply.extend({
    /** Newest first, as the back-office order tables list them. */
    commandes: z.array(backofficeOrderRow),
    coupons: z.array(clientCouponReply),
  }),
});

export const clientPage = paginatedSchema(clientAdminReply);

export const clientStateReply = z.object({
  message: z.string(),
  data: z.object({ id: z.number(), valide: z.boolean() }),
});
