import { telephoneField } from './auth-schemas';
import { idField } from './client-schemas';
import { nifField, registreCommerceField } from './seller-legal';
import { confirmedPassword, emailField, newPasswordFields, requiredText, z } from './validation';
import { wilayaSchema } from './wilaya-schema';

/** The storefront's two public forms: the contact message and the partner application. */

export const contactSchema = z.object({
  nom: requiredText(100),
  prenom: requiredText(100),
  telephone: telephoneField(),
  email: emailField(),
  sujet: requiredText(200),
  msg: requiredText(5000),
});
export type ContactInput = z.infer<typeof contactSchema>;

export const partnerRequestSchema = z.object({
  nom: requiredText(100),
  prenom: requiredText(100),
  telephone: telephoneField(),
  email: emailField(),
  designation_magasin: requiredText(150),
  adresse_magasin: requiredText(255),
  wilaya_magasin: wilayaSchema,
  description: requiredText(5000),
});
export type PartnerRequestInput = z.infer<typeof partnerRequestSchema>;

/**
 * `v1/user/createCompte`, the administrator's answer to an application: the request's id, its fields
 * (as the modal shows them, read-only; each one sent is checked like the public application and used,
 * an absent one is taken from the request), and the password chosen by the administrator with its
 * confirmation.
 */
export const createCompteSchema = confirmedPassword(
  partnerRequestSchema.partial().extend({
    id: idField(),
    ...newPasswordFields(),
    /** Optional legal identity of the new store (law 18-05); the partner can add it later. */
    registre_commerce: registreCommerceField(),
    nif: nifField(),
  }),
);
export type CreateCompteInput = z.infer<typeof createCompteSchema>;

export const CONTACT_SUCCESS = 'Message envoyé avec success';
export const PARTNER_REQUEST_SUCCESS = 'Demande envoyée avec success';
