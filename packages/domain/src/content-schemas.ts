import { telephoneField } from './auth-schemas';
import { numeric } from './client-schemas';
import { interpolate, VALIDATION_MESSAGES } from './error-codes';
import { emailField, requiredText, z } from './validation';

/**
 * Payloads of the administrator's site-content forms (docs/product/admin.md, Content and audit):
 * sponsors, founders, the configuration and the ads, and the field rules the category forms share.
 * The API parses them and the back-office forms check them before sending.
 */

/** The French sentences of these fields' own rules. */
export const CONTENT_FIELD_MESSAGES = {
  categorieRequired: 'Le champ catégorie est obligatoire.',
  categorieInvalid: VALIDATION_MESSAGES.categorie_invalid,
  typeInvalid: 'Le champ type sélectionné est invalide.',
} as const;

/** Data URLs of at most 8 MB of picture (the media pipeline checks the bytes). */
const MAX_IMAGE_TEXT = 12_000_000;

/** A picture required on creation, named as the form names it ('image', 'logo', 'photo'). */
export const requiredImage = (label: string) => {
  const required = `Le champ ${label} est obligatoire.`;
  return z
    .string({ error: (issue) => (issue.input == null ? required : `Le champ ${label} est invalide.`) })
    .trim()
    .min(1, { error: required })
    .max(MAX_IMAGE_TEXT, { error: interpolate(VALIDATION_MESSAGES.image_too_large, { attribute: label }) });
};

/** A picture on edit: absent, null or empty keeps the current one. */
export const optionalImage = (label: string) =>
  z
    .string({ error: `Le champ ${label} est invalide.` })
    .trim()
    .max(MAX_IMAGE_TEXT, { error: interpolate(VALIDATION_MESSAGES.image_too_large, { attribute: label }) })
    .nullish();

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** An http(s) link; empty means none (null). */
export const optionalUrl = () =>
  z.preprocess(
    blankToNull,
    z
      .url({ protocol: /^https?$/ })
      .max(255)
      .nullish()
      .transform((v) => v ?? null),
  );

/** An Algerian phone number or nothing (null). */
export const optionalTelephone = () =>
  z.preprocess(
    blankToNull,
    telephoneField()
      .nullish()
      .transform((v) => v ?? null),
  );

/** A text that may be left empty (null). */
export const optionalLongText = (max: number) =>
  z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .max(max)
      .nullish()
      .transform((v) => v ?? null),
  );

/** The id of a category chosen in a form ('Le champ catégorie est obligatoire.' when missing). */
export const categorieIdField = () =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    numeric(
      z
        .number({
          error: (issue) =>
            issue.input == null
              ? CONTENT_FIELD_MESSAGES.categorieRequired
              : CONTENT_FIELD_MESSAGES.categorieInvalid,
        })
        .int({ error: CONTENT_FIELD_MESSAGES.categorieInvalid })
        .min(1, { error: CONTENT_FIELD_MESSAGES.categorieInvalid })
        .max(2_147_483_647, { error: CONTENT_FIELD_MESSAGES.categorieInvalid }),
    ),
  );

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

/** Where an ad shows: the home's banners and grid, the shops page, a category's blocks. */
export const PUB_TYPES = ['banner1', 'banner2', 'pub_accueil', 'shop', 'categorie'] as const;
export type PubType = (typeof PUB_TYPES)[number];

export const pubTypeSchema = z.enum(PUB_TYPES, { error: CONTENT_FIELD_MESSAGES.typeInvalid });

/** model_id: the category of a `categorie` ad (required then), ignored for the other types. */
export const pubAddBody = z
  .object({
    type: z.preprocess((v) => (v === '' ? undefined : v), pubTypeSchema),
    url_image: requiredImage('image'),
    model_id: z.preprocess((v) => (v === '' ? null : v), categorieIdField().nullish()),
  })
  .refine((body) => body.type !== 'categorie' || (body.model_id !== null && body.model_id !== undefined), {
    path: ['model_id'],
    message: CONTENT_FIELD_MESSAGES.categorieRequired,
    // Reported alongside the other fields' errors, as Laravel reports every rule at once.
    when: (payload) => (payload.value as { type?: unknown } | undefined)?.type === 'categorie',
  });

export type SponsorAddInput = z.infer<typeof sponsorAddBody>;
export type SponsorEditInput = z.infer<typeof sponsorEditBody>;
export type FondateurAddInput = z.infer<typeof fondateurAddBody>;
export type FondateurEditInput = z.infer<typeof fondateurEditBody>;
export type AboutInput = z.infer<typeof aboutBody>;
export type PubAddInput = z.infer<typeof pubAddBody>;
