import { CONTENT_FIELD_MESSAGES } from '@souk/domain/content-schemas';
import { VALIDATION_MESSAGES } from '@souk/domain/error-codes';
import { z } from '@souk/domain/validation';

/**
 * French messages of the site-content calls of the back-office (categories, sponsors, founders,
 * configuration, ads); the payloads' field rules are in @souk/domain/content-schemas. Success texts are kept to the letter, typos included
 * (docs/product/admin.md).
 */
export const CONTENT_MESSAGES = {
  created: 'Creation avec success',
  updated: 'Modification avec success',
  deleted: 'Suppression avec success',
  stateChanged: 'Success',
  deleteRefused: 'Impossible de faire la suppression',
  categorieHasArticles: VALIDATION_MESSAGES.categorie_has_articles,
  sousCategorieHasArticles: VALIDATION_MESSAGES.sous_categorie_has_articles,
  categorieNotFound: 'Catégorie introuvable.',
  sousCategorieNotFound: 'Sous-catégorie introuvable.',
  sponsorNotFound: 'Sponsor introuvable.',
  fondateurNotFound: 'Fondateur introuvable.',
  pubNotFound: 'Publicité introuvable.',
  designationTaken: VALIDATION_MESSAGES.designation_taken,
  categorieRequired: CONTENT_FIELD_MESSAGES.categorieRequired,
  categorieInvalid: CONTENT_FIELD_MESSAGES.categorieInvalid,
  typeInvalid: CONTENT_FIELD_MESSAGES.typeInvalid,
} as const;

/** Replies of the content writes: `{ message, data }`. */
export const writtenReply = <T extends z.ZodType>(data: T) => z.object({ message: z.string(), data });
