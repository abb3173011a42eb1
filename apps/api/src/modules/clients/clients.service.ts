import type { Ctx } from '../../lib/context';
import { notFound, unauthorized } from '../../lib/http-errors';
import { revokeAllTokens } from '../../lib/tokens';
import { listClientCoupons, toCouponReply } from '../coupons';
import { toBackofficeRow } from '../orders';
import * as repo from './clients.repository';
import { CLIENT_ADMIN_MESSAGES } from './clients.schemas';
import { toClientAdminReply } from './clients.serializer';

/** The administrator's client screens: list, profile, block / unblock (docs/product/admin.md, Clients). */

function adminIdOf(ctx: Ctx): number {
  if (ctx.actor.role !== 'user') throw unauthorized();
  return ctx.actor.id;
}

export function clientListing(ctx: Ctx, search: string | undefined) {
  adminIdOf(ctx);
  return {
    count: () => repo.countClients(ctx.db, search),
    rows: async (limit: number, offset: number) =>
      (await repo.listClients(ctx.db, search, limit, offset)).map(toClientAdminReply),
  };
}

/** The profile: personal information, figures, every order (newest first) and every coupon. */
export async function showClient(ctx: Ctx, slug: string) {
  adminIdOf(ctx);
  const client = await repo.findClientBySlug(ctx.db, slug);
  if (!client) throw notFound(CLIENT_ADMIN_MESSAGES.notFound);
  const [orders, coupons] = await Promise.all([
    repo.listClientOrders(ctx.db, client.id),
    listClientCoupons(ctx.db, client.id),
  ]);
  return {
    ...toClientAdminReply(client),
    commandes: orders.map(toBackofficeRow),
    coupons: coupons.map(toCouponReply),
  };
}

/**
 * Blocks an active client or unblocks a blocked one. Blocking ends every session in the same
 * transaction: the next call with an old token is a 401, and login answers the blocked message.
 */
export async function toggleClientState(ctx: Ctx, id: number): Promise<{ valide: boolean; message: string }> {
  adminIdOf(ctx);
  const valide = await ctx.db.transaction(async (tx) => {
    const now = await repo.toggleClientValide(tx, id);
    if (now === null) throw notFound(CLIENT_ADMIN_MESSAGES.notFound);
    if (!now) await revokeAllTokens(tx, 'client', id);
    return now;
  });
  return { valide, message: valide ? CLIENT_ADMIN_MESSAGES.unblocked : CLIENT_ADMIN_MESSAGES.blocked };
}
