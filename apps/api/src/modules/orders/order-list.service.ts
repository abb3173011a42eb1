import type { OrderTab } from '@souk/domain/checkout-schemas';
import { orderMoves } from '@souk/domain/order-states';
import type { OrderReply } from '@souk/domain/replies/orders';
import QRCode from 'qrcode';
import type { DbOrTx } from '../../db/client';
import type { Ctx } from '../../lib/context';
import { clientIdOf } from '../cart';
import { toOrderReply } from './order.serializer';
import * as repo from './order-queries.repository';

/** The client's orders as the Profile tabs and the checkout reply show them. */

/**
 * A PNG of the order's opaque token, printed by the seller on the parcel and scanned by the client
 * on delivery. Only the back-office detail carries it (decision 0032), never a client reply.
 */
export function qrDataUrl(qrToken: string): Promise<string> {
  return QRCode.toDataURL(qrToken, { errorCorrectionLevel: 'M', margin: 2, width: 256 });
}

/**
 * Lines, history and refund of a page of orders: three statements whatever the page size. The client's
 * timeline is the order's moves (`orderMoves`): a return's steps are in the return's own history.
 */
async function withDetails(db: DbOrTx, rows: repo.OrderRow[]): Promise<OrderReply[]> {
  const ids = rows.map((r) => r.order.id);
  const [lines, etats, payments] = await Promise.all([
    repo.listOrderLines(db, ids),
    repo.listOrderEtats(db, ids),
    repo.listCancelledPayments(db, ids),
  ]);
  return rows.map((r) =>
    toOrderReply(
      r,
      lines.filter((l) => l.commandeId === r.order.id),
      orderMoves(etats.filter((e) => e.commandeId === r.order.id)),
      payments.filter((p) => p.commandeId === r.order.id),
    ),
  );
}

export interface OrderListing {
  count(): Promise<number>;
  rows(limit: number, offset: number): Promise<OrderReply[]>;
}

/** The caller's orders, newest first, optionally one Profile tab. */
export function clientOrderListing(ctx: Ctx, tab: OrderTab | undefined): OrderListing {
  const filter = { clientId: clientIdOf(ctx), tab };
  return {
    count: () => repo.countOrders(ctx.db, filter),
    rows: async (limit, offset) => withDetails(ctx.db, await repo.listOrders(ctx.db, filter, limit, offset)),
  };
}

/** The caller's orders of `ids`, in that order. */
export async function findClientOrders(ctx: Ctx, ids: readonly number[]): Promise<OrderReply[]> {
  const rows = await repo.findOrders(ctx.db, { clientId: clientIdOf(ctx), ids });
  return withDetails(ctx.db, rows);
}
