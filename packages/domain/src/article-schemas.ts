import { ARTICLE_VALIDE } from './articles';
import { idField, numeric } from './client-schemas';
import { VALIDATION_MESSAGES } from './error-codes';
import { orderedDays, requiredText, z } from './validation';

/**
 * Payloads of the article management calls shared by partners (`v1/marchand/...`) and
 * administrators (`v1/user/...`): article form, stock entries, counters. The API validates with
 * them; the web forms reuse them. Every message is the original French text, to the letter.
 */

/** The three states of an article (`valide`: -1 Nouveau, 0 Bloqué, 1 Active). */
export const articleValideSchema = z.union([
  z.literal(ARTICLE_VALIDE.NOUVEAU),
  z.literal(ARTICLE_VALIDE.BLOQUE),
  z.literal(ARTICLE_VALIDE.ACTIVE),
]);

/**
 * A product's own address (`/produits/{slug}`) and the storefront read behind it
 * (`v1/articleShowBySlug/{slug}`): the article's unique slug, as written by the back office.
 */
export const articleSlugParamsSchema = z.object({ slug: z.string().min(1).max(200) });
export type ArticleSlugParams = z.infer<typeof articleSlugParamsSchema>;

export const ARTICLE_MESSAGES = {
  created: 'Creation avec success',
  updated: 'Modification avec success',
  deleted: "L'article a été supprimé avec success.",
  stateChanged: 'Success',
  stockExists: VALIDATION_MESSAGES.stock_exists,
  stockAdded: 'Stock Ajouté Avec Success',
  stockUpdated: 'Stock Modifié Avec Success',
  stockDeleted: 'Le stock a été supprimé avec success.',
  noteDeleted: "L'avis a été supprimé avec success.",
  photoDeleted: 'La photo a été supprimer avec success.',
  articleNotFound: 'Article introuvable.',
  stockNotFound: 'Stock introuvable.',
  photoNotFound: 'Photo introuvable.',
  noteNotFound: 'Avis introuvable.',
  shopNotFound: 'Magasin introuvable.',
  hasStock: VALIDATION_MESSAGES.article_has_stock,
  merchantReadOnly: VALIDATION_MESSAGES.article_merchant_read_only,
  awaitingValidation: VALIDATION_MESSAGES.article_awaiting_validation,
  blockedByAdmin: VALIDATION_MESSAGES.article_blocked_by_admin,
  optionInUse: VALIDATION_MESSAGES.option_in_use,
  optionAddedWithStock: VALIDATION_MESSAGES.option_added_with_stock,
  sousCategorieMismatch: VALIDATION_MESSAGES.sous_categorie_mismatch,
  categorieInvalid: VALIDATION_MESSAGES.categorie_invalid,
  sousCategorieInvalid: VALIDATION_MESSAGES.sous_categorie_invalid,
  optionUnknown: VALIDATION_MESSAGES.option_unknown,
  sousOptionUnknown: VALIDATION_MESSAGES.sous_option_unknown,
  photoUnknown: VALIDATION_MESSAGES.photo_unknown,
  duplicateId: VALIDATION_MESSAGES.duplicate_id,
  oneSousOptionPerOption: VALIDATION_MESSAGES.one_sous_option_per_option,
  dateRange: VALIDATION_MESSAGES.date_range,
  editConflict: VALIDATION_MESSAGES.article_edit_conflict,
} as const;

/** At or under this total quantity, the partner's article card shows a low-stock badge. */
export const LOW_STOCK_THRESHOLD = 5;

export const MAX_OPTIONS = 20;
export const MAX_SOUS_OPTIONS = 50;
export const MAX_GALERIES = 20;
/** DZD: far above any real price, far below what a centimes bigint could hold. */
export const MAX_STOCK_PRIX = 100_000_000;
export const MAX_STOCK_QUANTITE = 1_000_000;

/**
 * An image field: a data URL (a new picture) or, on edit, the `/media/...` URL the article already
 * has (kept). The bytes themselves are checked by the server's image pipeline, under this field's key.
 */
const imageField = () => z.string().trim().min(1).max(12_000_000);
/** Optional image: empty or null means "no image". */
const optionalImage = () =>
  z.preprocess((v) => (v === '' ? null : v), z.string().trim().min(1).max(12_000_000).nullish());

/** An id of an existing row (edit); absent, null or empty = a new row. */
const existingId = () => z.preprocess((v) => (v === '' || v === null ? undefined : v), idField().optional());

export const sousOptionInputSchema = z.object({
  id: existingId(),
  designation: requiredText(100),
  url_image: optionalImage(),
});

export const optionInputSchema = z.object({
  id: existingId(),
  designation: requiredText(100),
  sous_options: z.array(sousOptionInputSchema).min(1).max(MAX_SOUS_OPTIONS),
});

export const galerieInputSchema = z.object({
  id: existingId(),
  url_image: imageField(),
});

const articleFields = {
  designation: requiredText(200),
  description: requiredText(10_000),
  marque: requiredText(100),
  url_image_marque: optionalImage(),
  categorie_id: idField(),
  sous_categorie_id: idField(),
  options: z.array(optionInputSchema).min(1).max(MAX_OPTIONS),
  galeries: z.preprocess((v) => v ?? [], z.array(galerieInputSchema).max(MAX_GALERIES)),
};

/**
 * `articleAdd`. Anything else in the body (marchand_id, valide, slug…) is dropped: the owner and the
 * state are decided by the server from the token.
 */
export const articleAddSchema = z.object({ url_image: imageField(), ...articleFields });
export type ArticleAddInput = z.infer<typeof articleAddSchema>;

/**
 * `articleEdit/{id}`: the same form. The main image may be left out (kept); `url_image_marque` left
 * out is kept, sent empty or null is removed. Options and sub-options with an `id` are updated, those
 * without are created, those missing are deleted. Gallery items without `id` are appended; existing
 * photos are removed only through `galerieDelete`.
 */
export const articleEditSchema = z.object({ url_image: imageField().optional(), ...articleFields });
export type ArticleEditInput = z.infer<typeof articleEditSchema>;

const prixField = () => numeric(z.number().positive().max(MAX_STOCK_PRIX));
const quantiteField = () => numeric(z.number().int().min(0).max(MAX_STOCK_QUANTITE));

/** `stockarticleAdd`: one sub-option chosen per option of the article, as (option_id, id) pairs. */
export const stockAddSchema = z.object({
  article_id: idField(),
  prix: prixField(),
  quantite: quantiteField(),
  sous_options: z.array(z.object({ option_id: idField(), id: idField() })).max(MAX_OPTIONS),
});
export type StockAddInput = z.infer<typeof stockAddSchema>;

/** `stockarticleEdit/{id}`: only the price and quantity change; the variant itself is fixed. */
export const stockEditSchema = z.object({ prix: prixField(), quantite: quantiteField() });
export type StockEditInput = z.infer<typeof stockEditSchema>;

const isoDay = () => z.preprocess((v) => (v === '' || v === null ? undefined : v), z.iso.date().optional());

/**
 * Dashboard counters: the range applies only when both dates are set, bounds included
 * (docs/product/README.md, Money, dates, pictures, places).
 */
export const dateRangeQuerySchema = orderedDays(
  z.object({ dateDebut: isoDay(), dateFin: isoDay() }),
  'dateDebut',
  'dateFin',
);
export type DateRangeQuery = z.infer<typeof dateRangeQuerySchema>;

/** The range to apply, or null when one date is missing. */
export function appliedDateRange(q: DateRangeQuery): { from: string; to: string } | null {
  return q.dateDebut && q.dateFin ? { from: q.dateDebut, to: q.dateFin } : null;
}
