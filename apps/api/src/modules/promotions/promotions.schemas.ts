import { PROMOTION_FIELD_MESSAGES } from '@souk/domain/promotion-schemas';
import { fieldErrorsReply, messageReply } from '@souk/domain/replies/common';
import { z } from '@souk/domain/validation';
import { pageParam } from '../../lib/pagination';
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
  articlesNotOwned: "Certains articles sélectionnés n'existent pas ou ne vous appartiennent pas.",
  /** One per article already in another active promotion over an overlapping period. */
  overlap: (article: string, promotion: string, debut: string, fin: string) =>
    `L'article « ${article} » est déjà dans la promotion « ${promotion} » du ${debut} au ${fin}.`,
  unblockOverlap: (article: string, promotion: string) =>
    `Impossible de débloquer cette promotion : l'article « ${article} » est déjà dans la promotion active « ${promotion} » sur la même période.`,
} as const;

/** '' and null count as missing. */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const promotionListQuery = z.object({
  page: pageParam,
  search: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()).catch(undefined),
});

export const promotionIdParams = z.object({ id: idParam });

export const refusals = {
  401: messageReply,
  403: messageReply,
  404: messageReply,
  409: messageReply,
  422: fieldErrorsReply,
};
