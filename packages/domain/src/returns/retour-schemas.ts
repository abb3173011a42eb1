import { idField, MAX_LINE_QUANTITY, numeric } from '../client-schemas';
import { requiredImage } from '../content-schemas';
import { VALIDATION_MESSAGES } from '../error-codes';
import { optionalText, requiredText, z } from '../validation';
import { MOTIFS_RETOUR } from './states';

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

/**
 * The bodies of the moves (docs/product/orders-and-money.md, Returns and refunds): what each call
 * carries besides the return's id. The state machine (`retourMove`) decides whether the move is
 * allowed; these only shape the input, for the API's parsing and the screens' forms alike.
 */

/** `retourLitige/{id}`: why the client disputes the refusal. */
export const retourLitigeBody = z.object({ commentaire: requiredText(2000) });
/** `retourRefuser/{id}`: the reason told to the client. */
export const retourRefuserBody = z.object({ motif: requiredText(500) });
/** `retourRecu/{id}`: whether the goods go back to stock. */
export const retourRecuBody = z.object({ remise_en_stock: z.boolean() });
/** `retourRembourse/{id}`: the refund transfer's reference (CIB, cash on delivery). */
export const retourRembourseBody = z.object({ reference: requiredText(100) });

export const DECISIONS_ARBITRAGE = ['accepter', 'refuser'] as const;
export type DecisionArbitrage = (typeof DECISIONS_ARBITRAGE)[number];

/** `retourArbitrer/{id}`: the administrator's decision on a dispute; confirming the refusal needs a reason. */
export const retourArbitrerBody = z
  .object({ decision: z.enum(DECISIONS_ARBITRAGE), motif: optionalText(500) })
  .superRefine((body, ctx) => {
    if (body.decision === 'refuser' && !body.motif) {
      ctx.addIssue({
        code: 'custom',
        path: ['motif'],
        message: VALIDATION_MESSAGES.return_refusal_reason_required,
        params: { code: 'return_refusal_reason_required' },
      });
    }
  });
export type RetourArbitrerBody = z.infer<typeof retourArbitrerBody>;
