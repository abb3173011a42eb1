import { ORDER_MESSAGES } from '@souk/domain/checkout-schemas';
import { isMotifEchec } from '@souk/domain/cod-confirmation';
import { renderFieldError } from '@souk/domain/error-codes';
import { tauxToPercent } from '@souk/domain/finance/commission';
import { sellerDueCentimes } from '@souk/domain/finance/seller-due';
import { toDzd } from '@souk/domain/money';
import {
  actsAsSeller,
  canSellerTransition,
  type Etat,
  isEtat,
  nextSellerEtat,
} from '@souk/domain/order-states';
import { isPaid } from '@souk/domain/payments';
import type { BackofficeOrderDetail, BackofficeOrderRow } from '@souk/domain/replies/orders';
import type { Ctx } from '../../lib/context';
import { forbidden, notFound, validationError } from '../../lib/http-errors';
import { withdrawRewardCoupon } from '../coupons';
import * as repo from './backoffice-orders.repository';
import { BACKOFFICE_ORDER_MESSAGES as MESSAGES, refusedMoveCode } from './backoffice-orders.schemas';
import { toBackofficeRow, toOrderClient } from './backoffice-orders.serializer';
import { clientRecord, orderCalls } from './cod-confirmation.service';
import { toOrderReply } from './order.serializer';
import { qrDataUrl } from './order-list.service';
import { listCancelledPayments, listOrderEtats, listOrderLines } from './order-queries.repository';
import { clearPaidAt } from './order-state.repository';
import { changeOrderState } from './order-state.service';

/**
 * The back-offices' orders (docs/product/admin.md and partner.md, Orders), written once for both
 * audiences: the token decides the scope. A partner sees its own store's orders only; the administrator
 * sees the platform's own orders ('Mes Commandes') and the stores' ('Commandes Marchant') but moves only the
 * platform's.
 */

export type OrdersScope = repo.OrdersScope;
/** The admin's two tabs. */
export type AdminTab = 'own' | 'marchands';

function partnerId(ctx: Ctx): number | null {
  return ctx.actor.role === 'marchand' ? ctx.actor.id : null;
}

/** The list scope of the caller: its store (partner) or one of the admin's two tabs. */
export function listScope(ctx: Ctx, tab: AdminTab = 'own'): OrdersScope {
  const store = partnerId(ctx);
  if (store !== null) return { kind: 'store', marchandId: store };
  if (ctx.actor.role !== 'user') throw forbidden();
  return tab === 'marchands' ? { kind: 'stores' } : { kind: 'platform' };
}

/** What the caller may open: its store's orders (partner), every order (admin). */
function detailScope(ctx: Ctx): OrdersScope {
  const store = partnerId(ctx);
  if (store !== null) return { kind: 'store', marchandId: store };
  if (ctx.actor.role !== 'user') throw forbidden();
  return { kind: 'all' };
}

export interface OrderListing {
  count(): Promise<number>;
  rows(limit: number, offset: number): Promise<BackofficeOrderRow[]>;
}

export function orderListing(ctx: Ctx, scope: OrdersScope, search?: string): OrderListing {
  return {
    count: () => repo.countScopedOrders(ctx.db, scope, search),
    rows: async (limit, offset) =>
      (await repo.listScopedOrders(ctx.db, scope, search, limit, offset)).map(toBackofficeRow),
  };
}

/** `marchandShowCommandes/{id}`: one store's orders, for the admin's store profile. 404 for no store. */
export async function storeOrderListing(
  ctx: Ctx,
  marchandId: number,
  search?: string,
): Promise<OrderListing> {
  if (!(await repo.storeExists(ctx.db, marchandId))) throw notFound(MESSAGES.storeNotFound);
  return orderListing(ctx, { kind: 'store', marchandId }, search);
}

export const LATEST_ORDERS = 10;

/**
 * The dashboards' 'Dernières Commandes': the store's (partner) or the whole marketplace's (admin,
 * like the admin dashboard's counters), each row naming its store.
 */
export async function latestOrders(ctx: Ctx): Promise<BackofficeOrderRow[]> {
  return orderListing(ctx, detailScope(ctx)).rows(LATEST_ORDERS, 0);
}

/** `commandeShow/{reference}`: lines, summary, history, QR code, client. 404 outside the scope. */
export async function getOrderDetail(ctx: Ctx, ref: string): Promise<BackofficeOrderDetail> {
  const row = await repo.findScopedOrderByRef(ctx.db, detailScope(ctx), ref);
  if (!row) throw notFound(ORDER_MESSAGES.notFound);
  const ids = [row.order.id];
  const [lines, etats, codeQR, appels, historique, payments] = await Promise.all([
    listOrderLines(ctx.db, ids),
    listOrderEtats(ctx.db, ids),
    qrDataUrl(row.order.qrToken),
    orderCalls(ctx, row.order.id),
    clientRecord(ctx, row.order.clientId),
    listCancelledPayments(ctx.db, ids),
  ]);
  const o = row.order;
  const reply = toOrderReply(row, lines, etats, payments);
  const commission = lines.reduce((sum, l) => sum + l.commission, 0);
  return {
    ...reply,
    stock_articles: reply.stock_articles.map((line, i) => ({
      ...line,
      taux_commission: tauxToPercent(lines[i]?.tauxCommission ?? 0),
      commission: toDzd(lines[i]?.commission ?? 0),
    })),
    commission: toDzd(commission),
    net_du: toDzd(sellerDueCentimes({ ...o, commission })),
    codeQR,
    client: toOrderClient(row.client),
    confirmee_at: o.confirmeeAt ? o.confirmeeAt.toISOString() : null,
    nbr_appels: o.nbrAppels,
    appels,
    echec_livraison:
      o.echecLivraisonMotif && o.echecLivraisonAt && isMotifEchec(o.echecLivraisonMotif)
        ? {
            motif: o.echecLivraisonMotif,
            note: o.echecLivraisonNote,
            created_at: o.echecLivraisonAt.toISOString(),
          }
        : null,
    historique_client: historique,
    etats: reply.etats.map((e, i) => ({ ...e, note: etats[i]?.note ?? null })),
  };
}

/** The 422 of a move the seller's one step forward does not offer, naming the one move that is. */
function refusedMove(from: Etat) {
  const coded = refusedMoveCode(from, nextSellerEtat(from));
  const message = renderFieldError(coded);
  return validationError({ etat: [message] }, message, { etat: [coded] });
}

/**
 * `commandeChangerEtat/{id}`: one step forward (docs/product/orders-and-money.md, Who moves what),
 * through `changeOrderState` so the history row and the side effects (paid_at, delivery reward) are
 * written with it. Partner: its store's orders only (404 otherwise). Admin: the platform's orders; a
 * store's order is refused with 403 and left untouched.
 */
export async function changeStateAsSeller(
  ctx: Ctx,
  commandeId: number,
  input: { id?: number; etat: Etat },
): Promise<{ id: number; ref: string; etat: Etat }> {
  if (input.id !== undefined && input.id !== commandeId) {
    throw validationError({ id: [MESSAGES.idMismatch] });
  }
  const store = partnerId(ctx);
  if (store === null && ctx.actor.role !== 'user') throw forbidden();
  const change = await changeOrderState(ctx, commandeId, input.etat, {
    actor: 'seller',
    scope: store !== null ? { marchandId: store } : undefined,
    guard: (order) => {
      if (!actsAsSeller(store === null ? 'admin' : 'partner', order.marchandId)) {
        throw forbidden(MESSAGES.storeOrderRefused);
      }
      if (isEtat(order.etat) && !canSellerTransition(order.etat, input.etat)) throw refusedMove(order.etat);
    },
  });
  return { id: change.id, ref: change.ref, etat: change.to };
}

/**
 * `commandeCorrigerLivraison/{id}` (administrator only, every order): a delivery confirmed by mistake
 * (a scan before the parcel arrived, a wrong click) goes back to `en_cours_de_livraison`, with the
 * reason in the history and the audit log. A cash-on-delivery order is unpaid again (`paid_at`
 * cleared); a card order stays paid. The loyalty coupon the delivery issued is withdrawn when unspent.
 * Stock and the quantities ordered do not move: delivery never changed them (decision 0032).
 */
export async function correctDelivery(
  ctx: Ctx,
  commandeId: number,
  input: { motif: string },
): Promise<{
  id: number;
  ref: string;
  etat: Etat;
  paye: boolean;
  coupon_retire: boolean;
  coupon_utilise: string | null;
}> {
  if (ctx.actor.role !== 'user') throw forbidden();
  let reward = { withdrawn: false, usedCode: null as string | null };
  let typePaiement = 'livraison';
  const change = await changeOrderState(ctx, commandeId, 'en_cours_de_livraison', {
    actor: 'delivery_correction',
    refusal: MESSAGES.notDelivered,
    note: `Livraison corrigée : ${input.motif}`,
    effects: async (tx, order) => {
      typePaiement = order.typePaiement;
      if (order.typePaiement === 'livraison') await clearPaidAt(tx, order.id);
      reward = await withdrawRewardCoupon(tx, order.id);
    },
  });
  return {
    id: change.id,
    ref: change.ref,
    etat: change.to,
    paye: isPaid(change.to, typePaiement),
    coupon_retire: reward.withdrawn,
    coupon_utilise: reward.usedCode,
  };
}

/**
 * `countNouvellesCommandes`: the store's orders placed after `depuis` or, without it, after the
 * partner last opened its orders list.
 */
export async function countNewOrders(ctx: Ctx, depuis?: string): Promise<number> {
  const store = partnerId(ctx);
  if (store === null) throw forbidden();
  const since = depuis ? new Date(depuis) : await repo.storeOrdersSeenAt(ctx.db, store);
  return repo.countStoreOrdersSince(ctx.db, store, since ?? new Date(0));
}

/** Remembers that the partner opened its orders list (the counter's server-side fallback). */
export async function markOrdersSeen(ctx: Ctx, now = new Date()): Promise<void> {
  const store = partnerId(ctx);
  if (store === null) return;
  await repo.setStoreOrdersSeenAt(ctx.db, store, now);
}
