import { ORDER_MESSAGES } from '@souk/domain/checkout-schemas';
import { type FieldCodes, type FieldErrorCode, renderFieldError } from '@souk/domain/error-codes';
import type { RetourReply } from '@souk/domain/replies/returns';
import { requestedLinesErrors, returnableQuantities } from '@souk/domain/returns/quantities';
import { type Refund, refundFor, remboursementLibelle } from '@souk/domain/returns/refund';
import type { RetourAddBody } from '@souk/domain/returns/retour-schemas';
import { type RetourActeur, type RetourRefus, retourMove } from '@souk/domain/returns/state-machine';
import {
  DELAI_LITIGE_JOURS,
  type EtatRetour,
  type MotifRetour,
  type RoleHistoriqueRetour,
} from '@souk/domain/returns/states';
import { isWithinReturnWindow } from '@souk/domain/returns/window';
import type { DbOrTx, Tx } from '../../db/client';
import type { Ctx } from '../../lib/context';
import { codedError, type HttpError, notFound, unauthorized, validationError } from '../../lib/http-errors';
import { readFinancesConfig, writeRefundEntry } from '../finances';
import { giveBackStock, insertEtatHistory, lockOrder, recordOrderEvent, withTxRetry } from '../orders';
import * as repo from './returns.repository';
import { toRetourReply } from './returns.serializer';

/**
 * Returns and refunds (docs/product/orders-and-money.md, Returns and refunds; decision 0046). Every
 * write asks the domain's `retourMove` first and has no rule of its own; it locks the return's row
 * (and the order's row first when the refund is computed: two refunds of one order are computed one
 * after the other), writes the return's history and a line of the order's history, and records an
 * event told to the client's mail and the seller's live feed after COMMIT (order-events.ts).
 */

export const RETOUR_MESSAGES = {
  created: 'Demande de retour enregistrée.',
  cancelled: 'Demande de retour annulée.',
  disputed: 'Contestation enregistrée : un administrateur va examiner votre retour.',
  accepted: 'Retour accepté.',
  refused: 'Retour refusé.',
  received: 'Retour marqué comme reçu.',
  refunded: 'Remboursement enregistré.',
  arbitrated: 'Décision enregistrée.',
  notFound: 'Retour introuvable.',
} as const;

/** The line written in the order's history for each step of one of its returns (seller's timeline). */
const ORDER_HISTORY_NOTES: Record<EtatRetour, string> = {
  demande: 'demande de retour',
  annule: 'demande de retour retirée par le client',
  accepte: 'retour accepté',
  refuse: 'retour refusé',
  litige: 'refus contesté par le client',
  refus_confirme: 'refus confirmé par l’administrateur',
  recu: 'articles retournés reçus',
  rembourse: 'retour remboursé',
};
export const orderHistoryNote = (retourId: number, etat: EtatRetour, motif?: string | null) =>
  `Retour n° ${retourId} : ${ORDER_HISTORY_NOTES[etat]}${motif ? ` (${motif})` : ''}`;

/** Who acts, as the state machine and the history know them. */
export interface RetourWho {
  acteur: RetourActeur;
  role: RoleHistoriqueRetour;
  actorId: number | null;
}

export interface RetourScope {
  clientId?: number;
  /** One store's returns; `null`: the platform's own orders (the administrator as their seller). */
  marchandId?: number | null;
}

function inScope(head: { clientId: number; marchandId: number | null }, scope: RetourScope): boolean {
  if (scope.clientId !== undefined && head.clientId !== scope.clientId) return false;
  if (scope.marchandId !== undefined && head.marchandId !== scope.marchandId) return false;
  return true;
}

/** A refusal of the state machine as a 422: under the field it names, with its code (decision 0041). */
export function refusalError(refus: RetourRefus): HttpError {
  const coded: FieldErrorCode = {
    code: refus,
    params: refus === 'return_dispute_window_over' ? { jours: DELAI_LITIGE_JOURS } : {},
  };
  const field = {
    return_refusal_reason_required: 'motif',
    return_restock_required: 'remise_en_stock',
    return_refund_reference_required: 'reference',
  }[refus as string];
  if (!field) return codedError(422, coded);
  const sentence = renderFieldError(coded);
  return validationError({ [field]: [sentence] }, sentence, { [field]: [coded] });
}

// ---------------------------------------------------------------- replies

export async function retourReplies(db: DbOrTx, rows: repo.RetourRow[]): Promise<RetourReply[]> {
  const ids = rows.map((r) => r.id);
  const [lines, etats] = [await repo.replyLines(db, ids), await repo.replyEtats(db, ids)];
  return rows.map((row) => toRetourReply(row, lines, etats));
}

export async function retourReply(db: DbOrTx, id: number, scope: RetourScope = {}): Promise<RetourReply> {
  const row = await repo.findRetour(db, id, scope);
  if (!row) throw notFound(RETOUR_MESSAGES.notFound);
  const [reply] = await retourReplies(db, [row]);
  return reply;
}

/** A page of returns: count and rows, as `paginate` reads them. */
export function retourList(db: DbOrTx, filter: repo.RetourFilter) {
  return {
    count: () => repo.countRetours(db, filter),
    rows: async (limit: number, offset: number) =>
      retourReplies(db, await repo.listRetours(db, filter, limit, offset)),
  };
}

export function clientOf(ctx: Ctx): number {
  if (ctx.actor.role !== 'client') throw unauthorized();
  return ctx.actor.id;
}
export function storeOf(ctx: Ctx): number {
  if (ctx.actor.role !== 'marchand') throw unauthorized();
  return ctx.actor.id;
}
export function adminOf(ctx: Ctx): number {
  if (ctx.actor.role !== 'user') throw unauthorized();
  return ctx.actor.id;
}

// ---------------------------------------------------------------- the request

/**
 * `retourAdd`: under the order's row lock (two requests of one order are checked one after the
 * other), the order must be the client's (else 404) and delivered, the window open
 * (`delai_retour_jours`), and every line of the order with a quantity still returnable.
 * The photos were saved before (the media pipeline); the caller removes them if this throws.
 */
export async function requestReturn(
  ctx: Ctx,
  body: RetourAddBody,
  photos: string[],
  now = new Date(),
): Promise<number> {
  const clientId = clientOf(ctx);
  return withTxRetry(ctx.db, async (tx) => {
    const order = await lockOrder(tx, body.commande_id);
    if (!order || order.clientId !== clientId) throw notFound(ORDER_MESSAGES.notFound);
    const refuseOrder = (coded: FieldErrorCode) => {
      const sentence = renderFieldError(coded);
      return validationError({ commande_id: [sentence] }, sentence, { commande_id: [coded] });
    };
    const livreeAt = order.etat === 'livree' ? await repo.deliveredAt(tx, order.id) : null;
    if (!livreeAt) throw refuseOrder({ code: 'return_not_delivered', params: {} });
    const { delaiRetourJours } = await readFinancesConfig(tx);
    if (!isWithinReturnWindow(livreeAt, delaiRetourJours, now)) {
      throw refuseOrder({ code: 'return_window_over', params: { jours: delaiRetourJours } });
    }
    const asked = body.lignes.map((l) => ({ commandeLigneId: l.commande_ligne_id, quantite: l.quantite }));
    const left = returnableQuantities(
      await repo.orderLines(tx, order.id),
      await repo.returnsOfOrder(tx, order.id),
      now,
    );
    const problems = requestedLinesErrors(asked, left);
    if (problems.length > 0) {
      const errors: Record<string, string[]> = {};
      const codes: FieldCodes = {};
      for (const p of problems) {
        const key = `lignes.${p.index}.${p.field}`;
        const coded: FieldErrorCode = { code: p.code, params: p.max === undefined ? {} : { max: p.max } };
        errors[key] = [renderFieldError(coded)];
        codes[key] = [coded];
      }
      throw validationError(errors, undefined, codes);
    }
    const id = await repo.insertRetour(tx, {
      commandeId: order.id,
      clientId,
      marchandId: order.marchandId,
      motif: body.motif,
      commentaire: body.commentaire ?? null,
      photos,
      createdAt: now,
      updatedAt: now,
    });
    await repo.insertLignes(tx, id, asked);
    await written(tx, {
      retourId: id,
      order,
      from: null,
      to: 'demande',
      who: { acteur: 'client', role: 'client', actorId: clientId },
      motif: null,
      now,
    });
    return id;
  });
}

/** The return's history row, the order's history line and the event, for every step. */
export async function written(
  tx: Tx,
  step: {
    retourId: number;
    order: { id: number; etat: string; marchandId: number | null };
    from: EtatRetour | null;
    to: EtatRetour;
    who: RetourWho;
    motif: string | null;
    now: Date;
  },
) {
  await repo.insertEtat(tx, {
    retourId: step.retourId,
    etat: step.to,
    actorRole: step.who.role,
    actorId: step.who.actorId,
    motif: step.motif,
    createdAt: step.now,
  });
  // The order's own state does not change: its history gets a line naming the return's step.
  await insertEtatHistory(tx, {
    commandeId: step.order.id,
    etat: step.order.etat,
    actorRole: step.who.role,
    actorId: step.who.actorId,
    note: orderHistoryNote(step.retourId, step.to, step.motif),
    createdAt: step.now,
  });
  recordOrderEvent({
    kind: 'retour',
    retourId: step.retourId,
    commandeId: step.order.id,
    marchandId: step.order.marchandId,
    from: step.from,
    to: step.to,
  });
}

// ---------------------------------------------------------------- the moves

/** What a move carries besides its actor (the state machine's input). */
export interface MoveInput {
  motif?: string | null;
  remiseEnStock?: boolean | null;
  reference?: string | null;
}

const filled = (s: string | null | undefined) => (typeof s === 'string' && s.trim() !== '' ? s.trim() : null);

/**
 * The refund of a locked return, given the order's returns already refunded (decision 0046: under the
 * order's lock, so two refunds of one order are computed one after the other).
 */
export async function computeRefund(
  tx: DbOrTx,
  order: { id: number; typePaiement: string },
  retour: { id: number; motif: string },
): Promise<Refund> {
  const facts = await repo.orderRefundFacts(tx, order.id);
  const lines = await repo.orderLines(tx, order.id);
  const returns = await repo.returnsOfOrder(tx, order.id);
  const self = returns.find((r) => r.id === retour.id);
  return refundFor(
    {
      typePaiement: order.typePaiement,
      lignes: lines,
      remiseCoupon: facts?.remiseCoupon ?? 0,
      fraisLivraison: facts?.fraisLivraison ?? 0,
    },
    returns.filter((r) => r.etat === 'rembourse' && r.id !== retour.id).flatMap((r) => r.lignes),
    { motif: retour.motif as MotifRetour, lignes: self?.lignes ?? [] },
  );
}

/**
 * Moves a return: finds it (404 out of `scope`: another client's or store's return is not revealed),
 * locks the order's row then the return's, asks `retourMove` (422 with its code), then writes the
 * move, its side effects (stock back at `recu`; the refund and its ledger entry at `rembourse`),
 * the histories and the event, in one transaction retried on a deadlock.
 */
export async function moveRetour(
  ctx: Ctx,
  id: number,
  to: EtatRetour,
  opts: {
    scope: RetourScope;
    /** Who acts: may depend on the order (the administrator recording a refund). */
    who: RetourWho | ((order: { marchandId: number | null; typePaiement: string }) => RetourWho);
    input?: MoveInput;
    now?: Date;
  },
): Promise<{ id: number; typePaiement: string }> {
  const now = opts.now ?? new Date();
  const input = opts.input ?? {};
  return withTxRetry(ctx.db, async (tx) => {
    const head = await repo.findHead(tx, id);
    if (!head || !inScope(head, opts.scope)) throw notFound(RETOUR_MESSAGES.notFound);
    // Order first, then the return: the order every refund of the order takes (decision 0046).
    const order = await lockOrder(tx, head.commandeId);
    const retour = await repo.lockRetour(tx, id);
    if (!order || !retour) throw notFound(RETOUR_MESSAGES.notFound);
    const who = typeof opts.who === 'function' ? opts.who(order) : opts.who;
    const from = retour.etat;
    const refus = retourMove(from, to, who.acteur, {
      typePaiement: order.typePaiement,
      motif: input.motif,
      remiseEnStock: input.remiseEnStock,
      reference: input.reference,
      refusedAt: retour.refusedAt,
      now,
    });
    if (refus) throw refusalError(refus);

    const set: Parameters<typeof repo.updateRetour>[3] = { etat: to, updatedAt: now };
    const motif = filled(input.motif);
    if (to === 'refuse' || to === 'refus_confirme') set.motifRefus = motif;
    if (to === 'recu') {
      set.remiseEnStock = input.remiseEnStock ?? false;
      if (input.remiseEnStock) await restock(tx, order.id, retour.id);
    }
    if (to === 'rembourse') {
      const refund = await computeRefund(tx, order, retour);
      set.montantRembourse = refund.montantRembourse;
      set.fraisRembourses = refund.fraisRembourses;
      set.reference = filled(input.reference);
      await writeRefundEntry(tx, {
        marchandId: order.marchandId,
        commandeId: order.id,
        retourId: retour.id,
        montant: refund.remboursementLedger,
        libelle: remboursementLibelle(order.ref),
        reference: set.reference ?? null,
        now,
      });
    }
    if (!(await repo.updateRetour(tx, id, from, set))) throw refusalError('return_no_move');
    await written(tx, { retourId: id, order, from, to, who, motif, now });
    return { id, typePaiement: order.typePaiement };
  });
}

/**
 * Puts the returned units back in stock, on the variant each line sold (`stock_article_id`; a variant
 * deleted since has nothing to take them), sorted by variant as the checkout reserves them.
 */
async function restock(tx: Tx, commandeId: number, retourId: number) {
  const lines = await repo.orderLines(tx, commandeId);
  const returned = (await repo.returnsOfOrder(tx, commandeId)).find((r) => r.id === retourId)?.lignes ?? [];
  const perVariant = new Map<number, number>();
  for (const l of returned) {
    const stockArticleId = lines.find((x) => x.id === l.commandeLigneId)?.stockArticleId;
    if (stockArticleId == null) continue;
    perVariant.set(stockArticleId, (perVariant.get(stockArticleId) ?? 0) + l.quantite);
  }
  for (const [stockArticleId, quantite] of [...perVariant].sort(([a], [b]) => a - b)) {
    await giveBackStock(tx, stockArticleId, quantite);
  }
}
