import { paginatedSchema } from '../pagination';
import { TYPES_PAIEMENT } from '../payments';
import { ETATS_RETOUR, MOTIFS_RETOUR } from '../returns/states';
import { z } from '../validation';

/** Replies of the return calls (docs/product/orders-and-money.md, Returns and refunds). Amounts DZD, dates ISO 8601. */

/** One returned line: the order line, how many units, their refund before the coupon share (after promotion). */
export const retourLigneReply = z.object({
  commande_ligne_id: z.number(),
  designation: z.string(),
  quantite: z.number(),
  montant: z.number(),
});

/** One change of state: when, to which state, and the reason given (refusal, dispute, arbitration). */
export const retourEtatReply = z.object({
  etat: z.enum(ETATS_RETOUR),
  created_at: z.string(),
  motif: z.string().nullable(),
});

/** A return, as the client, its seller and the administrator see it. */
export const retourReply = z.object({
  id: z.number(),
  etat: z.enum(ETATS_RETOUR),
  motif: z.enum(MOTIFS_RETOUR),
  commentaire: z.string().nullable(),
  /** The photos' public URLs. */
  photos: z.array(z.string()),
  commande: z.object({ id: z.number(), ref: z.string(), type_paiement: z.enum(TYPES_PAIEMENT) }),
  lignes: z.array(retourLigneReply),
  /** What was (or will be, once known) refunded; null until the refund is computed. */
  montant_rembourse: z.number().nullable(),
  frais_rembourses: z.boolean(),
  /** The refund transfer's reference (CIB, cash on delivery), or the provider's for a card. */
  reference: z.string().nullable(),
  historique: z.array(retourEtatReply),
  created_at: z.string(),
});
export type RetourReply = z.infer<typeof retourReply>;
export const retourPage = paginatedSchema(retourReply);
export const retourData = z.object({ data: retourReply });
export const retourWritten = z.object({ message: z.string(), data: retourReply });
