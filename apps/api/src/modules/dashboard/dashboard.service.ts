import { algiersDayRange } from '@souk/domain/algiers-time';
import { appliedDateRange, type DateRangeQuery } from '@souk/domain/article-schemas';
import { toDzd } from '@souk/domain/money';
import { ETATS, isEtat } from '@souk/domain/order-states';
import type { Statistiques } from '@souk/domain/replies/dashboard';
import type { Ctx } from '../../lib/context';
import { notFound, unauthorized } from '../../lib/http-errors';
import * as repo from './dashboard.repository';

/**
 * The figures of both dashboards, written once: a partner sees its own store only (the scope comes
 * from its token, never from the request), an administrator the whole site. Date ranges are
 * Algerian calendar days, both included, applied only when both dates are given
 * (docs/product/README.md, Money, dates, pictures, places).
 */

export const SHOP_NOT_FOUND = 'Magasin introuvable.';
/** Stores listed by the admin's "top stores" chart. */
export const TOP_STORES = 5;

export function instantRange(q: DateRangeQuery): repo.InstantRange | null {
  const range = appliedDateRange(q);
  if (!range) return null;
  return algiersDayRange(range.from, range.to);
}

type Viewer = { role: 'marchand'; marchandId: number } | { role: 'user' };

function viewerOf(ctx: Ctx): Viewer {
  if (ctx.actor.role === 'marchand') return { role: 'marchand', marchandId: ctx.actor.id };
  if (ctx.actor.role === 'user') return { role: 'user' };
  throw unauthorized();
}

const ownScope = (viewer: Viewer): repo.OrderScope =>
  viewer.role === 'marchand' ? { marchandId: viewer.marchandId } : 'all';

/** One store's figures: any existing store for an admin, only its own for a partner (else 404). */
async function storeScope(ctx: Ctx, marchandId: number): Promise<repo.OrderScope> {
  const viewer = viewerOf(ctx);
  if (viewer.role === 'marchand') {
    if (viewer.marchandId !== marchandId) throw notFound(SHOP_NOT_FOUND);
  } else if (!(await repo.storeExists(ctx.db, marchandId))) {
    throw notFound(SHOP_NOT_FOUND);
  }
  return { marchandId };
}

/** Orders of every state created in the range. */
export function countCommandes(ctx: Ctx, q: DateRangeQuery): Promise<number> {
  return repo.countOrders(ctx.db, ownScope(viewerOf(ctx)), instantRange(q));
}

/** Revenue in DZD (revenue-rule.ts) of the orders created in the range. */
export async function countRevenues(ctx: Ctx, q: DateRangeQuery): Promise<number> {
  return toDzd(await repo.sumRevenue(ctx.db, ownScope(viewerOf(ctx)), instantRange(q)));
}

export async function countStoreCommandes(ctx: Ctx, marchandId: number, q: DateRangeQuery): Promise<number> {
  return repo.countOrders(ctx.db, await storeScope(ctx, marchandId), instantRange(q));
}

export async function countStoreRevenues(ctx: Ctx, marchandId: number, q: DateRangeQuery): Promise<number> {
  return toDzd(await repo.sumRevenue(ctx.db, await storeScope(ctx, marchandId), instantRange(q)));
}

/** Categories created in the range (admin only: the route decides who may call it). */
export function countCategories(ctx: Ctx, q: DateRangeQuery): Promise<number> {
  return repo.countCategories(ctx.db, instantRange(q));
}

/**
 * The dashboard charts: revenue per Algerian day (days without revenue are left out; the screen
 * fills the gaps), orders per state (every state, zeros included, in the states' order) and, for an
 * administrator, the stores that sold the most.
 */
export async function statistiques(ctx: Ctx, q: DateRangeQuery): Promise<Statistiques> {
  const viewer = viewerOf(ctx);
  const scope = ownScope(viewer);
  const range = instantRange(q);
  const [days, etats, top] = await Promise.all([
    repo.revenueByDay(ctx.db, scope, range),
    repo.ordersByEtat(ctx.db, scope, range),
    viewer.role === 'user' ? repo.topStores(ctx.db, range, TOP_STORES) : Promise.resolve(null),
  ]);
  const perEtat = new Map(etats.filter((e) => isEtat(e.etat)).map((e) => [e.etat, e.total]));
  return {
    revenus_par_jour: days.map((d) => ({ date: d.date, total: toDzd(d.total) })),
    commandes_par_etat: ETATS.map((etat) => ({ etat, total: perEtat.get(etat) ?? 0 })),
    ...(top ? { top_magasins: top.map((s) => ({ ...s, total: toDzd(s.total) })) } : {}),
  };
}
