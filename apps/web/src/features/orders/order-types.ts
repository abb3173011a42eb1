import type { OrderTab } from '@souk/domain/checkout-schemas';
import type { orderLineReply, orderPage, orderReply } from '@souk/domain/replies/orders';
import type { z } from 'zod';

/** One line of an order: the snapshot taken when it was placed (prices in DZD). */
export type OrderLine = z.infer<typeof orderLineReply>;

/** A client's order as `v1/client/commandes` returns it. */
export type Order = z.infer<typeof orderReply>;

export type OrderPage = z.infer<typeof orderPage>;

/** The Profile's order tabs: every order, or one of the server's filters. */
export type OrdersTab = 'all' | OrderTab;

/** What the Profile opens after a checkout: the card payment of each order placed (router state). */
export interface PayAfterCheckout {
  payOrders: Order[];
}
