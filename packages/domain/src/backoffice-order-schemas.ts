import { etatSchema } from './order-states';
import { requiredText, z } from './validation';

/**
 * Payloads and queries the back offices send about orders (docs/product/admin.md and partner.md,
 * Calls): the state change, the delivery correction and the new-orders poll. The API parses them.
 */

const DEPUIS_INVALID = 'Le champ depuis doit être une date ISO 8601.';

export const newOrdersQuery = z.object({
  /** ISO 8601 date; without it, the last time the partner opened its orders list. */
  depuis: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.union([z.iso.datetime({ offset: true }), z.iso.date()], { error: DEPUIS_INVALID }).optional(),
  ),
});

export const changeStateBody = z.object({
  id: z.coerce.number().int().min(1).optional(),
  etat: z.preprocess((v) => (v === '' || v === null ? undefined : v), etatSchema),
});

/** `commandeCorrigerLivraison/{id}`: why the delivery was confirmed by mistake (kept in the history and the audit log). */
export const correctDeliveryBody = z.object({ motif: requiredText(500) });
