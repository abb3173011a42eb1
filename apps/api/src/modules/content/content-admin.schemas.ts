import { telephoneField } from '@souk/domain/auth-schemas';
import { numeric } from '@souk/domain/client-schemas';
import { emailField, requiredText, z } from '@souk/domain/validation';
import { PUB_TYPES } from '../../db/schema/content';
import { pageParam } from '../../lib/pagination';
import {
  CONTENT_MESSAGES,
  categorieIdField,
  optionalImage,
  optionalLongText,
  optionalTelephone,
  optionalUrl,
  requiredImage,
} from './content-fields';

/**
 * Payloads and replies of the administrator's site-content calls (docs/product/admin.md, Content and
 * audit).
 */

export const searchQuery = z.object({
  page: pageParam,
  search: z.string().trim().max(100).optional().catch(undefined),
});

export const pageQuery = z.object({ page: pageParam });

// ---------------------------------------------------------------- sponsors

const sponsorFields = {
  nom: requiredText(100),
  url: optionalUrl(),
};
export const sponsorAddBody = z.object({ ...sponsorFields, url_logo: requiredImage('logo') });
/** Same fields; the logo only when a new one was chosen. */
export const sponsorEditBody = z.object({ ...sponsorFields, url_logo: optionalImage('logo') });

// ---------------------------------------------------------------- founders

const fondateurFields = {
  nom: requiredText(100),
  prenom: requiredText(100),
  email: emailField(),
  telephone: optionalTelephone(),
  facebook: optionalUrl(),
  instagram: optionalUrl(),
  linkedin: optionalUrl(),
  twitter: optionalUrl(),
};
export const fondateurAddBody = z.object({ ...fondateurFields, url_photo: requiredImage('photo') });
export const fondateurEditBody = z.object({ ...fondateurFields, url_photo: optionalImage('photo') });

// ---------------------------------------------------------------- configuration

const coordinate = (limit: number) =>
  z.preprocess(
    (v) => (v === '' ? null : v),
    numeric(z.number().min(-limit).max(limit))
      .nullish()
      .transform((v) => v ?? null),
  );

/**
 * `aboutAdd` writes the whole configuration (the three tabs); the logo only when a new one was
 * chosen. Contact details are required: the storefront's header, footer and About page show them.
 */
export const aboutBody = z.object({
  url_logo: optionalImage('logo'),
  email: emailField(),
  telephone: telephoneField(),
  adresse: requiredText(255),
  latitude: coordinate(90),
  longitude: coordinate(180),
  facebook: optionalUrl(),
  instagram: optionalUrl(),
  linkedin: optionalUrl(),
  twitter: optionalUrl(),
  description: requiredText(5000),
  condition: optionalLongText(100_000),
  politique: optionalLongText(100_000),
});

// ---------------------------------------------------------------- ads

export const pubTypeSchema = z.enum(PUB_TYPES, { error: CONTENT_MESSAGES.typeInvalid });

/** model_id: the category of a `categorie` ad (required then), ignored for the other types. */
export const pubAddBody = z
  .object({
    type: z.preprocess((v) => (v === '' ? undefined : v), pubTypeSchema),
    url_image: requiredImage('image'),
    model_id: z.preprocess((v) => (v === '' ? null : v), categorieIdField().nullish()),
  })
  .refine((body) => body.type !== 'categorie' || (body.model_id !== null && body.model_id !== undefined), {
    path: ['model_id'],
    message: CONTENT_MESSAGES.categorieRequired,
    // Reported alongside the other fields' errors, as Laravel reports every rule at once.
    when: (payload) => (payload.value as { type?: unknown } | undefined)?.type === 'categorie',
  });

export type SponsorAddInput = z.infer<typeof sponsorAddBody>;
export type SponsorEditInput = z.infer<typeof sponsorEditBody>;
export type FondateurAddInput = z.infer<typeof fondateurAddBody>;
export type FondateurEditInput = z.infer<typeof fondateurEditBody>;
export type AboutInput = z.infer<typeof aboutBody>;
export type PubAddInput = z.infer<typeof pubAddBody>;
