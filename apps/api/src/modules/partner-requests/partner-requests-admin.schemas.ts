import { idField } from '@souk/domain/client-schemas';
import { partnerRequestSchema } from '@souk/domain/public-forms';
import type { PartnerRequestReply } from '@souk/domain/replies/partner-requests';
import { nifField, registreCommerceField } from '@souk/domain/seller-legal';
import { PASSWORD_MISMATCH, passwordField, z } from '@souk/domain/validation';
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

/**
 * `createCompte`: the request's id, its fields (as the modal shows them, read-only; each one sent is
 * checked like the public application and used, an absent one is taken from the request), and the
 * password chosen by the administrator with its confirmation.
 */
export const createCompteSchema = partnerRequestSchema
  .partial()
  .extend({
    id: idField(),
    password: passwordField(),
    password_confirmation: z.string().max(1024),
    /** Optional legal identity of the new store (law 18-05); the partner can add it later. */
    registre_commerce: registreCommerceField(),
    nif: nifField(),
  })
  .refine((d) => d.password === d.password_confirmation, {
    path: ['password_confirmation'],
    message: PASSWORD_MISMATCH,
    // Reported alongside the other fields' errors, as Laravel reports every rule at once.
    when: (payload) => {
      const v = payload.value as { password?: unknown; password_confirmation?: unknown } | undefined;
      return typeof v?.password === 'string' && typeof v?.password_confirmation === 'string';
    },
  });
export type CreateCompteInput = z.infer<typeof createCompteSchema>;
