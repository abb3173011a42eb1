import type { cartLineReply, cartReply } from '@souk/domain/replies/cart';
import type { z } from 'zod';

/** One basket line as `v1/client/panierShow` returns it (prices in DZD). */
export type CartLine = z.infer<typeof cartLineReply>;

/** The basket: its lines (newest first) and the summary of the available ones. */
export type Cart = z.infer<typeof cartReply>;
