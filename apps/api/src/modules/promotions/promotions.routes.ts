import { listQuery } from '@souk/domain/pagination';
import { promotionBody } from '@souk/domain/promotion-schemas';
import { promotionPage, promotionWrittenReply } from '@souk/domain/replies/promotions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { crudRoutes } from '../../lib/crud-routes';
import { requestCtx } from '../../lib/request-context';
import { PROMOTION_MESSAGES, refusals } from './promotions.schemas';
import {
  addPromotion,
  deletePromotion,
  editPromotion,
  listPromotions,
  togglePromotion,
} from './promotions.service';

interface Audience {
  role: 'marchand' | 'user';
  /** 'v1/marchand' or 'v1/user'. */
  prefix: string;
  tag: string;
  /** Whose promotions, for the OpenAPI summaries. */
  owner: string;
}

const AUDIENCES: Audience[] = [
  { role: 'marchand', prefix: 'v1/marchand', tag: 'Partner', owner: "the store's own" },
  { role: 'user', prefix: 'v1/user', tag: 'Admin', owner: "the platform's" },
];

/**
 * The promotion calls of both back-offices (docs/product/partner.md, Promotions; decision 0012): the same
 * paths under each prefix, one handler each; whose promotions and articles they reach is decided
 * by the services from the token's role (promotions.service.ts).
 */
export async function promotionsRoutes(app: FastifyInstance) {
  for (const audience of AUDIENCES) registerPromotionRoutes(app, audience);
}

function registerPromotionRoutes(app: FastifyInstance, audience: Audience): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { prefix, owner } = audience;
  const common = { onRequest: app.authenticate(audience.role) };
  const doc = (summary: string) => ({ tags: [audience.tag], security: [{ bearer: [] }], summary });
  const crud = crudRoutes(app, { role: audience.role, tag: audience.tag, refusals });

  r.get(
    `/${prefix}/promotions`,
    {
      ...common,
      schema: {
        ...doc(`${owner} promotions with their articles, newest first, 10 a page; search on the designation`),
        querystring: listQuery,
        response: { 200: promotionPage, ...refusals },
      },
    },
    async (request) => listPromotions(requestCtx(request), request, request.query),
  );

  crud.create(`/${prefix}/promotionAdd`, {
    summary: `Create an active promotion over ${owner} articles (article_ids: ids or { article_id }); 422 when an article is in another active promotion over the period`,
    body: promotionBody,
    reply: promotionWrittenReply,
    message: PROMOTION_MESSAGES.created,
    create: addPromotion,
  });

  crud.update(`/${prefix}/promotionEdit/:id`, {
    summary:
      'Edit a promotion: its fields and exactly the articles sent (article_ids: { article_id } or ids)',
    body: promotionBody,
    reply: promotionWrittenReply,
    message: PROMOTION_MESSAGES.updated,
    update: editPromotion,
  });

  crud.toggle(`/${prefix}/promotionChangerEtat/:id`, {
    summary: 'Block an active promotion or unblock a blocked one (409 when unblocking would overlap)',
    reply: promotionWrittenReply,
    toggle: togglePromotion,
  });

  crud.remove(`/${prefix}/promotionDelete/:id`, {
    summary: 'Delete a promotion (orders keep the percentage they were sold at)',
    message: PROMOTION_MESSAGES.deleted,
    remove: deletePromotion,
  });
}
