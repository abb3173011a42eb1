import { telephoneField } from './auth-schemas';
import { emailField, requiredText, z } from './validation';
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

export const CONTACT_SUCCESS = 'Message envoyé avec success';
export const PARTNER_REQUEST_SUCCESS = 'Demande envoyée avec success';
