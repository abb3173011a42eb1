import { type FieldErrorCode, VALIDATION_MESSAGES } from '@souk/domain/error-codes';
import { PROMOTION_FIELD_MESSAGES } from '@souk/domain/promotion-schemas';
import { fieldErrorsReply, messageReply } from '@souk/domain/replies/common';
import { z } from '@souk/domain/validation';
import { idParam } from '../../lib/route-params';

/**
 * Requests and replies of the promotion calls (docs/product/partner.md, Promotions; decision 0012):
 * the same bodies and replies under `v1/marchand/...` and `v1/user/...`.
 */

/**
 * Texts of the original screens (to the letter, typos included) and the French messages of the server's
 * own rules.
 */
export const PROMOTION_MESSAGES = {
  created: 'Creation avec success',
  updated: 'Modification avec success',
  deleted: 'La promotion a été supprimée avec success.',
  blocked: 'La promotion a été bloquer avec success.',
  unblocked: 'La promotion a été débloquer avec success.',
  notFound: 'Promotion introuvable.',
  ...PROMOTION_FIELD_MESSAGES,
  articlesNotOwned: VALIDATION_MESSAGES.articles_not_owned,
} as const;

/** One per article already in another active promotion over an overlapping period (days as dd/mm/yyyy). */
export const overlapCode = (
  article: string,
  promotion: string,
  debut: string,
  fin: string,
): FieldErrorCode => ({
  code: 'promotion_overlap',
  params: { article, promotion, debut, fin },
});

/** The 409 of an unblock while one of its articles is in another active promotion over the period. */
export const unblockOverlapCode = (article: string, promotion: string): FieldErrorCode => ({
  code: 'promotion_unblock_overlap',
  params: { article, promotion },
});

/** '' and null count as missing. */
const _blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const promotionIdParams = z.object({ id: idParam });

export const refusals = {
  401: messageReply,
  403: messageReply,
  404: messageReply,
  409: messageReply,
  422: fieldErrorsReply,
};
