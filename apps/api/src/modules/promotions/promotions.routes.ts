import { promotionBody } from '@souk/domain/promotion-schemas';
import { messageReply } from '@souk/domain/replies/common';
import { promotionPage, promotionWrittenReply } from '@souk/domain/replies/promotions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestCtx } from '../../lib/request-context';
import { PROMOTION_MESSAGES, promotionIdParams, promotionListQuery, refusals } from './promotions.schemas';
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

  r.get(
    `/${prefix}/promotions`,
    {
      ...common,
      schema: {
        ...doc(`${owner} promotions with their articles, newest first, 10 a page; search on the designation`),
        querystring: promotionListQuery,
        response: { 200: promotionPage, ...refusals },
      },
    },
    async (request) => listPromotions(requestCtx(request), request, request.query),
  );

  r.post(
    `/${prefix}/promotionAdd`,
    {
      ...common,
      schema: {
        ...doc(
          `Create an active promotion over ${owner} articles (article_ids: ids or { article_id }); 422 when an article is in another active promotion over the period`,
        ),
        body: promotionBody,
        response: { 201: promotionWrittenReply, ...refusals },
      },
    },
    async (request, reply) => {
      const data = await addPromotion(requestCtx(request), request.body);
      return reply.code(201).send({ message: PROMOTION_MESSAGES.created, data });
    },
  );

  r.post(
    `/${prefix}/promotionEdit/:id`,
    {
      ...common,
      schema: {
        ...doc(
          'Edit a promotion: its fields and exactly the articles sent (article_ids: { article_id } or ids)',
        ),
        params: promotionIdParams,
        body: promotionBody,
        response: { 200: promotionWrittenReply, ...refusals },
      },
    },
    async (request) => ({
      message: PROMOTION_MESSAGES.updated,
      data: await editPromotion(requestCtx(request), request.params.id, request.body),
    }),
  );

  r.post(
    `/${prefix}/promotionChangerEtat/:id`,
    {
      ...common,
      schema: {
        ...doc('Block an active promotion or unblock a blocked one (409 when unblocking would overlap)'),
        params: promotionIdParams,
        response: { 200: promotionWrittenReply, ...refusals },
      },
    },
    async (request) => togglePromotion(requestCtx(request), request.params.id),
  );

  r.delete(
    `/${prefix}/promotionDelete/:id`,
    {
      ...common,
      schema: {
        ...doc('Delete a promotion (orders keep the percentage they were sold at)'),
        params: promotionIdParams,
        response: { 200: messageReply, ...refusals },
      },
    },
    async (request) => {
      await deletePromotion(requestCtx(request), request.params.id);
      return { message: PROMOTION_MESSAGES.deleted };
    },
  );
}
