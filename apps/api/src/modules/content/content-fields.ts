import { telephoneField } from '@souk/domain/auth-schemas';
import { numeric } from '@souk/domain/client-schemas';
import { z } from '@souk/domain/validation';

/**
 * Field rules and French messages of the site-content forms of the back-office (categories,
 * sponsors, founders, configuration, ads). Success texts are kept to the letter, typos included
 * (docs/product/admin.md).
 */
export const CONTENT_MESSAGES = {
  created: 'Creation avec success',
  updated: 'Modification avec success',
  deleted: 'Suppression avec success',
  stateChanged: 'Success',
  deleteRefused: 'Impossible de faire la suppression',
  categorieHasArticles:
    'Impossible de faire la suppression : cette catégorie contient des articles. Déplacez-les ou supprimez-les d’abord.',
  sousCategorieHasArticles:
    'Impossible de faire la suppression : cette sous-catégorie contient des articles. Déplacez-les ou supprimez-les d’abord.',
  categorieNotFound: 'Catégorie introuvable.',
  sousCategorieNotFound: 'Sous-catégorie introuvable.',
  sponsorNotFound: 'Sponsor introuvable.',
  fondateurNotFound: 'Fondateur introuvable.',
  pubNotFound: 'Publicité introuvable.',
  designationTaken: 'Cette désignation est déjà utilisée.',
  categorieRequired: 'Le champ catégorie est obligatoire.',
  categorieInvalid: 'La catégorie sélectionnée est invalide.',
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
    .max(MAX_IMAGE_TEXT, { error: `Le champ ${label} ne doit pas dépasser 8 Mo.` });
};

/** A picture on edit: absent, null or empty keeps the current one. */
export const optionalImage = (label: string) =>
  z
    .string({ error: `Le champ ${label} est invalide.` })
    .trim()
    .max(MAX_IMAGE_TEXT, { error: `Le champ ${label} ne doit pas dépasser 8 Mo.` })
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
            issue.input == null ? CONTENT_MESSAGES.categorieRequired : CONTENT_MESSAGES.categorieInvalid,
        })
        .int({ error: CONTENT_MESSAGES.categorieInvalid })
        .min(1, { error: CONTENT_MESSAGES.categorieInvalid })
        .max(2_147_483_647, { error: CONTENT_MESSAGES.categorieInvalid }),
    ),
  );

/** Replies of the content writes: `{ message, data }`. */
export const writtenReply = <T extends z.ZodType>(data: T) => z.object({ message: z.string(), data });
