import { VALIDATION_MESSAGES } from '@souk/domain/error-codes';
import type { PartnerRequestInput } from '@souk/domain/public-forms';
import type { Ctx } from '../../lib/context';
import { validationError } from '../../lib/http-errors';
import { hasPendingRequest, insertRequest, partnerEmailTaken } from './partner-requests.repository';

export const EMAIL_ALREADY_PARTNER = VALIDATION_MESSAGES.partner_email_taken;
export const REQUEST_ALREADY_PENDING = VALIDATION_MESSAGES.partner_request_pending;

/** A partner application waits (etat false) until an administrator creates the account from it. */
export async function submitPartnerRequest(ctx: Ctx, input: PartnerRequestInput) {
  if (await partnerEmailTaken(ctx.db, input.email)) throw validationError({ email: [EMAIL_ALREADY_PARTNER] });
  if (await hasPendingRequest(ctx.db, input.email))
    throw validationError({ email: [REQUEST_ALREADY_PENDING] });
  const row = await insertRequest(ctx.db, {
    nom: input.nom,
    prenom: input.prenom,
    telephone: input.telephone,
    email: input.email,
    designationMagasin: input.designation_magasin,
    adresseMagasin: input.adresse_magasin,
    wilayaMagasin: input.wilaya_magasin,
    description: input.description,
    etat: false,
  });
  return { id: row.id, created_at: row.createdAt.toISOString() };
}
