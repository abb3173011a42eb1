import { paginatedSchema } from '@souk/domain/pagination';
import { z } from '@souk/domain/validation';
import { pageParam } from '../../lib/pagination';
import type { RequestWithShop } from './partner-requests-admin.repository';

/**
 * The administrator's partner-request calls and the account creation (docs/product/admin.md, Partner
 * requests).
 */

export const PARTNER_ACCOUNT_MESSAGES = {
  created: 'Creation avec success',
  notFound: 'Demande introuvable.',
  alreadyProcessed: 'Cette demande a déjà été traitée : le compte partenaire existe déjà.',
} as const;

export const requestListQuery = z.object({ page: pageParam, search: z.string().trim().max(200).optional() });

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

export function toPartnerRequestReply(row: RequestWithShop): PartnerRequestReply {
  return {
    id: row.id,
    nom: row.nom,
    prenom: row.prenom,
    telephone: row.telephone,
    email: row.email,
    designation_magasin: row.designationMagasin,
    wilaya_magasin: row.wilayaMagasin,
    adresse_magasin: row.adresseMagasin,
    description: row.description,
    etat: row.etat,
    created_at: row.createdAt.toISOString(),
    traitee_at: row.traiteeAt ? row.traiteeAt.toISOString() : null,
    marchand:
      row.marchandId !== null && row.marchandSlug ? { id: row.marchandId, slug: row.marchandSlug } : null,
  };
}
