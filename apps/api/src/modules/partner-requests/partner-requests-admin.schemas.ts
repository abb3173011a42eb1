import { VALIDATION_MESSAGES } from '@souk/domain/error-codes';
import type { PartnerRequestReply } from '@souk/domain/replies/partner-requests';
import type { RequestWithShop } from './partner-requests-admin.repository';

/**
 * The administrator's partner-request calls and the account creation (docs/product/admin.md, Partner
 * requests).
 */

export const PARTNER_ACCOUNT_MESSAGES = {
  created: 'Creation avec success',
  notFound: 'Demande introuvable.',
  alreadyProcessed: VALIDATION_MESSAGES.partner_request_processed,
} as const;

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
