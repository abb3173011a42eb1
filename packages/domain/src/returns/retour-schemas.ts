import { idField, MAX_LINE_QUANTITY, numeric } from '../client-schemas';
import { requiredImage } from '../content-schemas';
import { optionalText, z } from '../validation';
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
