import { idField, MAX_LINE_QUANTITY, numeric } from '../client-schemas';
import { requiredImage } from '../content-schemas';
import { VALIDATION_MESSAGES } from '../error-codes';
import { pageParam, searchParam } from '../pagination';
import { optionalText, requiredText, z } from '../validation';
import type { RetourRefus } from './state-machine';
import { ETATS_RETOUR, MOTIFS_RETOUR } from './states';

/**
 * `retourAdd`'s payload (docs/product/orders-and-money.md, Returns and refunds): which lines of which
 * order, how many of each, why, and up to three photos as data URLs, checked like every other upload
 * (the same field rule here, the media pipeline's bytes check in the API). Whether the lines belong to
 * the order, the quantities are still returnable and the window is open is the API's check against
 * the database (quantities.ts, window.ts).
 */
export const MAX_RETOUR_PHOTOS = 3;
export const MAX_RETOUR_LIGNES = 100;

export const retourAddSchema = z.object({
  commande_id: idField(),
  lignes: z
    .array(
      z.object({
        commande_ligne_id: idField(),
        quantite: numeric(z.number().int().min(1).max(MAX_LINE_QUANTITY)),
      }),
    )
    .min(1)
    .max(MAX_RETOUR_LIGNES),
  motif: z.enum(MOTIFS_RETOUR),
  commentaire: optionalText(2000),
  photos: z.array(requiredImage('photo')).max(MAX_RETOUR_PHOTOS).default([]),
});
export type RetourAddBody = z.infer<typeof retourAddSchema>;

const etatFilter = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.enum(ETATS_RETOUR).optional(),
);

/** The client's and the administrator's lists: page, state (`litige`: the disputes). */
export const retoursQuery = z.object({ page: pageParam, etat: etatFilter });
export type RetoursQuery = z.infer<typeof retoursQuery>;

/**
 * The client's list, also of one order (`commande_id`): the order's detail shows its returns, the
 * request form subtracts them from what was bought.
 */
export const retoursClientQuery = retoursQuery.extend({
  commande_id: z.preprocess((v) => (v === '' || v === null ? undefined : v), idField().optional()),
});
export type RetoursClientQuery = z.infer<typeof retoursClientQuery>;

/** The partner's list: page, state, and a search on the order's reference or the client's name. */
export const retoursPartnerQuery = z.object({ page: pageParam, etat: etatFilter, search: searchParam });
export type RetoursPartnerQuery = z.infer<typeof retoursPartnerQuery>;

/*
 * The bodies of the moves, for the API's parsing and the screens' forms alike. What a move cannot go
 * without (a refusal's reason, the restock choice, a reference) is refused under its field with the
 * state machine's own code (`retourMove` says the same for a move asked in another way).
 */
const needs =
  <T extends Record<string, unknown>>(field: keyof T & string, code: RetourRefus) =>
  (body: T, ctx: z.RefinementCtx) => {
    if (body[field] === undefined || body[field] === '') {
      ctx.addIssue({ code: 'custom', path: [field], message: VALIDATION_MESSAGES[code], params: { code } });
    }
  };

/** `retourRefuser/{id}`: the reason, told to the client. */
export const retourRefuserBody = z
  .object({ motif: optionalText(500) })
  .superRefine(needs('motif', 'return_refusal_reason_required'));
/** `retourRecu/{id}`: whether the goods go back to stock. */
export const retourRecuBody = z
  .object({ remise_en_stock: z.boolean().optional() })
  .superRefine(needs('remise_en_stock', 'return_restock_required'));
/** `retourRembourse/{id}`: the refund transfer's reference (CIB, cash on delivery). */
export const retourRembourseBody = z
  .object({ reference: optionalText(100) })
  .superRefine(needs('reference', 'return_refund_reference_required'));
/** `retourLitige/{id}`: why the client disputes the refusal. */
export const retourLitigeBody = z.object({ commentaire: requiredText(2000) });
export type RetourRefuserBody = z.infer<typeof retourRefuserBody>;
export type RetourRecuBody = z.infer<typeof retourRecuBody>;
export type RetourRembourseBody = z.infer<typeof retourRembourseBody>;
export type RetourLitigeBody = z.infer<typeof retourLitigeBody>;

export const DECISIONS_ARBITRAGE = ['accepter', 'refuser'] as const;
export type DecisionArbitrage = (typeof DECISIONS_ARBITRAGE)[number];

/** `retourArbitrer/{id}`: the administrator's decision on a dispute; confirming the refusal needs a reason. */
export const retourArbitrerBody = z
  .object({ decision: z.enum(DECISIONS_ARBITRAGE), motif: optionalText(500) })
  .superRefine((body, ctx) => {
    if (body.decision === 'refuser') needs('motif', 'return_refusal_reason_required')(body, ctx);
  });
export type RetourArbitrerBody = z.infer<typeof retourArbitrerBody>;
