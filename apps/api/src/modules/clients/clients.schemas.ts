import { clientAccountSchema } from '@souk/domain/auth-schemas';
import { clientCouponReply } from '@souk/domain/client-schemas';
import { paginatedSchema } from '@souk/domain/pagination';
import { z } from '@souk/domain/validation';
import { pageParam } from '../../lib/pagination';
import { backofficeOrderRow } from '../orders/backoffice-orders.schemas';

/** Replies of the administrator's client calls (docs/product/admin.md, Clients). Amounts are DZD. */

export const CLIENT_ADMIN_MESSAGES = {
  notFound: 'Client introuvable.',
  blocked: 'Le client a été bloqué avec success.',
  unblocked: 'Le client a été débloqué avec success.',
} as const;

export const listQuery = z.object({ page: pageParam, search: z.string().trim().max(200).optional() });
export const exportQuery = z.object({ search: z.string().trim().max(200).optional() });

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
