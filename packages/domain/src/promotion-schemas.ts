import { VALIDATION_MESSAGES } from './error-codes';
import { orderedDays, requiredText, z } from './validation';

/**
 * The promotion form (docs/product/partner.md, Promotions; decision 0012): one body under
 * `v1/marchand/...` and `v1/user/...`, parsed by the API and checked by the form before sending.
 */

/** The French sentences of the form's own rules. */
export const PROMOTION_FIELD_MESSAGES = {
  dateDebutRequired: 'Le champ date de début est obligatoire.',
  dateDebutInvalid: "Le champ date de début n'est pas une date valide.",
  dateFinRequired: 'Le champ date de fin est obligatoire.',
  dateFinInvalid: "Le champ date de fin n'est pas une date valide.",
  dateRange: VALIDATION_MESSAGES.date_range,
  dateFinPast: VALIDATION_MESSAGES.date_fin_past,
  pourcentageRequired: 'Le champ pourcentage est obligatoire.',
  pourcentageInteger: VALIDATION_MESSAGES.pourcentage_integer,
  pourcentageRange: VALIDATION_MESSAGES.pourcentage_range,
  articlesRequired: VALIDATION_MESSAGES.articles_required,
  /** Says MAX_PROMOTION_ARTICLES (promotion-schemas.test.ts). */
  articlesTooMany: VALIDATION_MESSAGES.promotion_articles_max,
  articleInvalid: VALIDATION_MESSAGES.article_id_invalid,
} as const;

export const MAX_PROMOTION_ARTICLES = 500;

/** '' and null count as missing, so an emptied form field reads "obligatoire", not "invalide". */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

const isoDay = (required: string, invalid: string) =>
  z.preprocess(
    blankToUndefined,
    z.iso.date({
      error: (issue) => (issue.input === undefined ? required : invalid),
    }),
  );

/** An integer 1..99 (the database allows 0..100, but 0 % is no promotion and 100 % gives it away). */
const pourcentage = z.preprocess(
  (v) => {
    const value = blankToUndefined(v);
    return typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))
      ? Number(value)
      : value;
  },
  z
    .number({
      error: (issue) =>
        issue.input === undefined
          ? PROMOTION_FIELD_MESSAGES.pourcentageRequired
          : PROMOTION_FIELD_MESSAGES.pourcentageInteger,
    })
    .int({ error: PROMOTION_FIELD_MESSAGES.pourcentageInteger })
    .min(1, { error: PROMOTION_FIELD_MESSAGES.pourcentageRange })
    .max(99, { error: PROMOTION_FIELD_MESSAGES.pourcentageRange }),
);

const INT4_MAX = 2_147_483_647;
const articleId = z.preprocess(
  (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
  z
    .number({ error: PROMOTION_FIELD_MESSAGES.articleInvalid })
    .int({ error: PROMOTION_FIELD_MESSAGES.articleInvalid })
    .min(1, { error: PROMOTION_FIELD_MESSAGES.articleInvalid })
    .max(INT4_MAX, { error: PROMOTION_FIELD_MESSAGES.articleInvalid }),
);

/**
 * `article_ids`: on create a list of ids, on edit a list of `{ article_id }` (docs/product/partner.md,
 * Calls) — both shapes are accepted on both calls, and duplicates are dropped.
 */
const articleIds = z.preprocess(
  (v) =>
    Array.isArray(v)
      ? v.map((item) =>
          item && typeof item === 'object' && 'article_id' in item
            ? (item as { article_id: unknown }).article_id
            : item,
        )
      : v,
  z
    .array(articleId, {
      error: (issue) =>
        issue.input === undefined
          ? PROMOTION_FIELD_MESSAGES.articlesRequired
          : PROMOTION_FIELD_MESSAGES.articleInvalid,
    })
    .min(1, { error: PROMOTION_FIELD_MESSAGES.articlesRequired })
    .max(MAX_PROMOTION_ARTICLES, { error: PROMOTION_FIELD_MESSAGES.articlesTooMany })
    .transform((ids) => [...new Set(ids)]),
);

export const promotionBody = orderedDays(
  z.object({
    designation: requiredText(255),
    date_debut: isoDay(PROMOTION_FIELD_MESSAGES.dateDebutRequired, PROMOTION_FIELD_MESSAGES.dateDebutInvalid),
    date_fin: isoDay(PROMOTION_FIELD_MESSAGES.dateFinRequired, PROMOTION_FIELD_MESSAGES.dateFinInvalid),
    pourcentage,
    article_ids: articleIds,
  }),
  'date_debut',
  'date_fin',
);
export type PromotionBody = z.infer<typeof promotionBody>;
