import type { OrderTab } from '@souk/domain/checkout-schemas';
import QRCode from 'qrcode';
import type { DbOrTx } from '../../db/client';
import type { Ctx } from '../../lib/context';
import { clientIdOf } from '../cart/cart.service';
import type { OrderReply } from './order.schemas';
import { toOrderReply } from './order.serializer';
import * as repo from './order-queries.repository';

/** The client's orders as the Profile tabs and the checkout reply show them. */

/** A PNG of the order's opaque token: what the courier shows and the client scans. */
export function qrDataUrl(qrToken: string): Promise<string> {
  return QRCode.toDataURL(qrToken, { errorCorrectionLevel: 'M', margin: 2, width: 256 });
}

/** Lines, history and QR codes of a page of orders: three statements whatever the page size. */
async function withDetails(db: DbOrTx, rows: repo.OrderRow[]): Promise<OrderReply[]> {
  const ids = rows.map((r) => r.order.id);
  const [lines, etats, codes] = await Promise.all([
    repo.listOrderLines(db, ids),
    repo.listOrderEtats(db, ids),
    Promise.all(rows.map((r) => qrDataUrl(r.order.qrToken))),
  ]);
  return rows.map((r, i) =>
    toOrderReply(
      r,
      lines.filter((l) => l.commandeId === r.order.id),
      etats.filter((e) => e.commandeId === r.order.id),
      codes[i],
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
