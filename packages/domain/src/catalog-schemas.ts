import { PROMOTION_FILTER_STEPS, RATING_FILTER_STEPS } from './articles';
import { type FieldErrorCode, renderFieldError, VALIDATION_MESSAGES } from './error-codes';
import { pageParam } from './pagination';
import { z } from './validation';

/**
 * The storefront's list queries (docs/product/storefront-and-client.md, Category): the filters the web
 * puts in the address of every paginated list of articles, and the search. The API parses them.
 */

const INT4_MAX = 2_147_483_647;

/** The refusal of a filter step, with its code (the issue's `params`, read by `issueCode`). */
const stepCode = (field: string, steps: readonly number[]): FieldErrorCode => ({
  code: 'filter_step',
  params: { attribute: field, steps: steps.join(', ') },
});

/** 0 (or empty) means "not set", like the storefront which sends a filter only when it is positive. */
const amount = z.coerce.number().min(0).max(100_000_000).optional();
const step = (field: string, steps: readonly number[]) =>
  z.coerce
    .number()
    .int()
    .refine((v) => v === 0 || steps.includes(v), {
      message: renderFieldError(stepCode(field, steps)),
      params: stepCode(field, steps),
    })
    .optional();

/**
 * The storefront filters (docs/product/storefront-and-client.md, Category), on every paginated list of
 * articles.
 */
export const articleFilterFields = {
  page: pageParam,
  search: z.string().trim().max(200).optional(),
  /** DZD, compared with the lowest variant price after the article's active promotion. */
  prixMin: amount,
  prixMax: amount,
  /** "N % or more" of the active promotion. */
  promotion: step('promotion', PROMOTION_FILTER_STEPS),
  /** "N stars or more" of the average note. */
  etoil: step('etoil', RATING_FILTER_STEPS),
};
export const articleFiltersQuery = z.object(articleFilterFields);
export type ArticleFiltersQuery = z.infer<typeof articleFiltersQuery>;

export const shopArticlesQuery = z.object({
  ...articleFilterFields,
  /** A category id: only the store's articles of that category. */
  categorie: z.coerce.number().int().min(0).max(INT4_MAX).optional(),
});

const SEARCH_REQUIRED = VALIDATION_MESSAGES.search_required;
export const searchQuery = z.object({
  ...articleFilterFields,
  search: z.string({ error: SEARCH_REQUIRED }).trim().min(1, SEARCH_REQUIRED).max(200),
});
