import { MOTIFS_ECHEC, RESULTATS_APPEL } from '@souk/domain/cod-confirmation';
import { etatSchema } from '@souk/domain/order-states';
import { z } from 'zod';

/** Replies of the cash-on-delivery confirmation calls and the parts they add to the order detail. */

export const appelReply = z.object({
  id: z.number(),
  resultat: z.enum(RESULTATS_APPEL),
  note: z.string().nullable(),
  created_at: z.string(),
  /** Who called: the store (its name) or an administrator (their name). */
  auteur: z.object({ role: z.enum(['marchand', 'user']), nom: z.string() }),
});

export const echecLivraisonReply = z.object({
  motif: z.enum(MOTIFS_ECHEC),
  note: z.string().nullable(),
  created_at: z.string(),
});

/** The client's delivery record across the platform: counts and dates, never stores nor orders. */
export const historiqueClientReply = z.object({
  commandes: z.number(),
  livrees: z.number(),
  refusees: z.number(),
  injoignables: z.number(),
  derniers_refus: z.array(z.string()),
});

/** What the order lists show of the confirmation, and the client's failed deliveries (a warning badge). */
export const codRowFields = {
  confirmee_at: z.string().nullable(),
  nbr_appels: z.number(),
  echecs_livraison_client: z.number(),
};

/** What the back-office detail adds: the calls, the failed delivery, the client's record. */
export const codDetailFields = {
  confirmee_at: z.string().nullable(),
  nbr_appels: z.number(),
  appels: z.array(appelReply),
  echec_livraison: echecLivraisonReply.nullable(),
  historique_client: historiqueClientReply,
  /** The history with each change's note (the reason of a cancellation), for the seller. */
  etats: z.array(z.object({ etat: etatSchema, created_at: z.string(), note: z.string().nullable() })),
};

export const callRecordedReply = z.object({
  message: z.string(),
  data: z.object({
    id: z.number(),
    ref: z.string(),
    etat: etatSchema,
    resultat: z.enum(RESULTATS_APPEL),
    confirmee_at: z.string().nullable(),
    nbr_appels: z.number(),
  }),
});

export const failureRecordedReply = z.object({
  message: z.string(),
  data: z.object({ id: z.number(), ref: z.string(), etat: etatSchema, motif: z.enum(MOTIFS_ECHEC) }),
});
