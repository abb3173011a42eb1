import { ORDER_MESSAGES } from '@souk/domain/checkout-schemas';
import {
  type AppelInput,
  type ClientDeliveryRecord,
  COD_MESSAGES,
  callRefusalNote,
  canRecordCall,
  canRecordDeliveryFailure,
  deliveryFailureNote,
  type EchecLivraisonInput,
  isCashOnDelivery,
  isDeliveryStage,
  type ResultatAppel,
} from '@souk/domain/cod-confirmation';
import { actsAsSeller, type Etat, isEtat } from '@souk/domain/order-states';
import type { Ctx } from '../../lib/context';
import { forbidden, notFound, validationError } from '../../lib/http-errors';
import { BACKOFFICE_ORDER_MESSAGES } from './backoffice-orders.schemas';
import * as repo from './cod-confirmation.repository';
import { lockOrder } from './order-state.repository';
import { changeOrderState, type OrderStateRow } from './order-state.service';
import { withTxRetry } from './tx-retry';

/**
 * Cash-on-delivery confirmation (docs/decisions/0015-cod-confirmation.md), for both back-offices: the seller
 * of the order — the partner for its store's orders, the admin for the platform's — records phone
 * calls before validating, and failed deliveries. Every cancellation goes through
 * `changeOrderState` (history row, stock and coupon back once), on the locked order row.
 */

interface SellerScope {
  /** The partner's store, or null for the admin (platform orders only). */
  store: number | null;
  scope: { marchandId: number } | undefined;
}

function sellerScope(ctx: Ctx): SellerScope {
  if (ctx.actor.role === 'marchand') return { store: ctx.actor.id, scope: { marchandId: ctx.actor.id } };
  if (ctx.actor.role !== 'user') throw forbidden();
  return { store: null, scope: undefined };
}

/** Who the call rows name: the acting account. */
function caller(ctx: Ctx): { actorRole: string; actorId: number | null } {
  return ctx.actor.role === 'visitor'
    ? { actorRole: 'system', actorId: null }
    : { actorRole: ctx.actor.role, actorId: ctx.actor.id };
}

const refuse = (field: string, message: string) => validationError({ [field]: [message] }, message);

/** Same ownership rule as `commandeChangerEtat`: 404 outside the partner's store, 403 for the admin on a store's order. */
function checkSeller(seller: SellerScope, order: OrderStateRow): void {
  if (seller.scope && order.marchandId !== seller.scope.marchandId) throw notFound(ORDER_MESSAGES.notFound);
  if (!actsAsSeller(seller.store === null ? 'admin' : 'partner', order.marchandId)) {
    throw forbidden(BACKOFFICE_ORDER_MESSAGES.storeOrderRefused);
  }
}

function checkCallable(order: OrderStateRow): void {
  if (!isCashOnDelivery(order.typePaiement)) throw refuse('resultat', COD_MESSAGES.callNotCod);
  if (!isEtat(order.etat) || !canRecordCall(order.etat, order.typePaiement)) {
    throw refuse('resultat', COD_MESSAGES.callWrongState);
  }
}

export interface CallRecorded {
  id: number;
  ref: string;
  etat: Etat;
  resultat: ResultatAppel;
  confirmee_at: string | null;
  nbr_appels: number;
}

/**
 * `commandeAppel/{id}`: one phone call on a COD order waiting for validation. 'confirmee' stamps the
 * order as confirmed (validating stays the seller's separate choice); 'refusee' cancels it.
 */
export async function recordCall(ctx: Ctx, commandeId: number, input: AppelInput): Promise<CallRecorded> {
  const seller = sellerScope(ctx);
  const now = new Date();
  const note = input.note || null;
  let summary = { confirmeeAt: null as Date | null, nbrAppels: 0 };
  const write = async (tx: Parameters<typeof repo.insertCall>[0], order: OrderStateRow) => {
    await repo.insertCall(tx, {
      commandeId: order.id,
      resultat: input.resultat,
      note,
      ...caller(ctx),
      createdAt: now,
    });
    summary = await repo.countCall(tx, order.id, {
      confirmedAt: input.resultat === 'confirmee' ? now : null,
      now,
    });
  };

  let result: { id: number; ref: string; etat: Etat };
  if (input.resultat === 'refusee') {
    const change = await changeOrderState(ctx, commandeId, 'annulee', {
      actor: 'phone_refusal',
      scope: seller.scope,
      guard: (order) => {
        checkSeller(seller, order);
        checkCallable(order);
      },
      refusal: COD_MESSAGES.callWrongState,
      note: callRefusalNote(note),
      effects: write,
      now,
    });
    result = { id: change.id, ref: change.ref, etat: change.to };
  } else {
    result = await withTxRetry(ctx.db, async (tx) => {
      const order = await lockOrder(tx, commandeId);
      if (!order) throw notFound(ORDER_MESSAGES.notFound);
      checkSeller(seller, order);
      checkCallable(order);
      await write(tx, order);
      return { id: order.id, ref: order.ref, etat: order.etat as Etat };
    });
  }
  return {
    ...result,
    resultat: input.resultat,
    confirmee_at: summary.confirmeeAt ? summary.confirmeeAt.toISOString() : null,
    nbr_appels: summary.nbrAppels,
  };
}

/**
 * `commandeEchecLivraison/{id}`: the parcel of a COD order waiting for or in delivery could not be
 * handed over; the order is cancelled with its reason (stock and coupon back). A card order is
 * refused: it was paid, it needs a refund, not a silent cancellation.
 */
export async function recordDeliveryFailure(
  ctx: Ctx,
  commandeId: number,
  input: EchecLivraisonInput,
): Promise<{ id: number; ref: string; etat: Etat; motif: EchecLivraisonInput['motif'] }> {
  const seller = sellerScope(ctx);
  const now = new Date();
  const note = input.note || null;
  const change = await changeOrderState(ctx, commandeId, 'annulee', {
    actor: 'delivery_failure',
    scope: seller.scope,
    guard: (order) => {
      checkSeller(seller, order);
      if (!isCashOnDelivery(order.typePaiement)) throw refuse('motif', COD_MESSAGES.failureNotCod);
      if (!isEtat(order.etat) || !isDeliveryStage(order.etat)) {
        throw refuse('motif', COD_MESSAGES.failureWrongState);
      }
      if (!canRecordDeliveryFailure(order.etat, order.typePaiement)) {
        throw refuse('motif', COD_MESSAGES.failureWrongState);
      }
    },
    refusal: COD_MESSAGES.failureWrongState,
    note: deliveryFailureNote(input.motif, note),
    effects: (tx, order) => repo.setDeliveryFailure(tx, order.id, { motif: input.motif, note, at: now }),
    now,
  });
  return { id: change.id, ref: change.ref, etat: change.to, motif: input.motif };
}

/** The calls of an order as the detail shows them. */
export async function orderCalls(ctx: Ctx, commandeId: number) {
  const rows = await repo.listCalls(ctx.db, commandeId);
  return rows.map((r) => ({
    id: r.id,
    resultat: r.resultat as ResultatAppel,
    note: r.note,
    created_at: r.createdAt.toISOString(),
    auteur: {
      role: r.actorRole === 'user' ? ('user' as const) : ('marchand' as const),
      nom: (r.actorRole === 'user' ? r.adminName : r.storeName) ?? '',
    },
  }));
}

/** The client's delivery record across the platform (counts and dates only). */
export async function clientRecord(ctx: Ctx, clientId: number): Promise<ClientDeliveryRecord> {
  const r = await repo.clientDeliveryRecord(ctx.db, clientId);
  return {
    commandes: r.commandes,
    livrees: r.livrees,
    refusees: r.refusees,
    injoignables: r.injoignables,
    derniers_refus: r.derniersRefus.map((d) => new Date(d).toISOString()),
  };
}
