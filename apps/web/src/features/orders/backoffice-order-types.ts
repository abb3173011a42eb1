import type {
  appelReply,
  backofficeOrderDetail,
  backofficeOrderRow,
  orderClientReply,
  orderStoreReply,
} from '@souk/domain/replies/orders';
import type { z } from 'zod';

/** The back-offices' audiences: the administrator (`v1/user/…`) or one partner (`v1/marchand/…`). */
export type BackofficeKind = 'admin' | 'partner';

/** The ordering client as the back-offices see it (name and contact details). */
export type BackofficeOrderClient = z.infer<typeof orderClientReply>;

/** The store that sells the order; null for the platform's own orders. */
export type BackofficeOrderMarchand = z.infer<typeof orderStoreReply>;

/** One row of the back-office order lists (`commandes`, `commandesMarchands`, `commandeslatest`…). */
export type BackofficeOrder = z.infer<typeof backofficeOrderRow>;

/** One phone call made to confirm a cash-on-delivery order. */
export type OrderCall = z.infer<typeof appelReply>;

/**
 * One order as `commandeShow/{reference}` returns it: the client's view plus the client, the phone
 * confirmation, the failed delivery and the client's delivery record (the seller's view).
 */
export type BackofficeOrderDetail = z.infer<typeof backofficeOrderDetail>;
