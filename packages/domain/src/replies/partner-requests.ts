import { marchandAccountSchema } from '../auth-schemas';
import { paginatedSchema } from '../pagination';
import { z } from '../validation';

/** A partner request as the administrator's lists show it (docs/product/admin.md, Partner requests). */
export const partnerRequestReply = z.object({
  id: z.number(),
  nom: z.string(),
  prenom: z.string(),
  telephone: z.string(),
  email: z.string(),
  designation_magasin: z.string(),
  wilaya_magasin: z.string(),
  adresse_magasin: z.string(),
  description: z.string(),
  /** false = pending, true = the partner account was created. */
  etat: z.boolean(),
  created_at: z.string(),
  traitee_at: z.string().nullable(),
  /** The store created from it (processed requests). */
  marchand: z.object({ id: z.number(), slug: z.string() }).nullable(),
});
export type PartnerRequestReply = z.infer<typeof partnerRequestReply>;

export const partnerRequestPage = paginatedSchema(partnerRequestReply);

/** `createCompte`: the partner account (and its store) created, and the request it closed. */
export const compteCreatedReply = z.object({
  message: z.string(),
  data: z.object({ marchand: marchandAccountSchema, demande: partnerRequestReply }),
});
