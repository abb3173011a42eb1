import { type FieldErrorCode, VALIDATION_MESSAGES } from '@souk/domain/error-codes';
import type { Etat } from '@souk/domain/order-states';
import { listSearchQuery } from '@souk/domain/pagination';
import { requiredText, z } from '@souk/domain/validation';

/**
 * Replies and payloads of the back-offices' order calls (the Calls of docs/product/admin.md and
 * partner.md).
 */

export const BACKOFFICE_ORDER_MESSAGES = {
  changed: 'Success',
  storeOrderRefused: VALIDATION_MESSAGES.order_store_refused,
  storeNotFound: 'Magasin introuvable.',
  idMismatch: VALIDATION_MESSAGES.order_id_mismatch,
  deliveryCorrected: 'Livraison corrigée : la commande est de nouveau en cours de livraison.',
  notDelivered: VALIDATION_MESSAGES.order_not_delivered,
} as const;

/**
 * A seller's move its one step forward does not offer: the one move that is (`order_only_move`), or
 * none from this state (`order_no_move`). The states are sent as keys and written with their labels.
 */
export const refusedMoveCode = (from: Etat, next: Etat | null): FieldErrorCode =>
  next ? { code: 'order_only_move', params: { from, next } } : { code: 'order_no_move', params: { from } };

export const ordersExportQuery = listSearchQuery.extend({
  /** Admin only: the platform's own orders ('Mes Commandes') or the stores' ('Commandes Marchant'). */
  scope: z.enum(['own', 'marchands']).default('own'),
});

export const referenceParam = requiredText(64);
