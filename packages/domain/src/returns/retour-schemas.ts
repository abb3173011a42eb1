import { idField, MAX_LINE_QUANTITY, numeric } from '../client-schemas';
import { requiredImage } from '../content-schemas';
import { VALIDATION_MESSAGES } from '../error-codes';
import { pageParam, searchParam } from '../pagination';
import { optionalText, requiredText, z } from '../validation';
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

/*
 * The bodies of the moves: they only shape the input, for the API's parsing and the screens' forms
 * alike. What a move needs (a refusal's reason, the restock choice, a reference) is the state
 * machine's to say (`retourMove`), with one coded refusal under the field, in the client's language.
 */

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

/** `retourRefuser/{id}`: the reason, told to the client (the state machine requires it). */
export const retourRefuserBody = z.object({ motif: z.string().trim().max(500).optional() });
/** `retourRecu/{id}`: whether the goods go back to stock (the state machine requires the choice). */
export const retourRecuBody = z.object({ remise_en_stock: z.boolean().optional() });
/** `retourRembourse/{id}`: the transfer's reference (CIB, cash on delivery). */
export const retourRembourseBody = z.object({ reference: z.string().trim().max(100).optional() });
/** `retourLitige/{id}`: the client's comment on the refusal. */
export const retourLitigeBody = z.object({ commentaire: optionalText(2000) });
export const DECISIONS_ARBITRAGE = ['accepter', 'refuser'] as const;
export type DecisionArbitrage = (typeof DECISIONS_ARBITRAGE)[number];

/** `retourArbitrer/{id}`: the administrator's decision on a dispute, with its reason. */
export const retourArbitrerBody = z.object({
  decision: z.enum(DECISIONS_ARBITRAGE),
  motif: z.string().trim().max(500).optional(),
});
export type RetourArbitrerBody = z.infer<typeof retourArbitrerBody>;

/**
 * The screens' forms of the same moves: they ask before sending what the state machine would refuse
 * without (a refusal's reason, the restock choice, a reference, the dispute's comment).
 */
export const retourLitigeForm = retourLitigeBody.extend({ commentaire: requiredText(2000) });
export const retourRefuserForm = retourRefuserBody.extend({ motif: requiredText(500) });
export const retourRecuForm = retourRecuBody.extend({ remise_en_stock: z.boolean() });
export const retourRembourseForm = retourRembourseBody.extend({ reference: requiredText(100) });
export const retourArbitrerForm = retourArbitrerBody.superRefine((body, ctx) => {
  if (body.decision === 'refuser' && !body.motif) {
    ctx.addIssue({
      code: 'custom',
      path: ['motif'],
      message: VALIDATION_MESSAGES.return_refusal_reason_required,
      params: { code: 'return_refusal_reason_required' },
    });
  }
});
