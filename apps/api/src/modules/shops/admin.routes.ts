import { listQuery } from '@souk/domain/pagination';
import { fieldErrorsReply, messageReply } from '@souk/domain/replies/common';
import { shopAdminDetailReply, shopAdminPage } from '@souk/domain/replies/shops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { crudRoutes } from '../../lib/crud-routes';
import { notFound } from '../../lib/http-errors';
import { PER_PAGE } from '../../lib/pagination';
import { countShops, findShopBySlug, listShops } from './shops-admin.repository';
import { toShopAdminDetail, toShopAdminReply } from './shops-admin.schemas';

const refusals = { 401: messageReply, 403: messageReply, 404: messageReply, 422: fieldErrorsReply };
const doc = (summary: string) => ({ tags: ['Admin'], security: [{ bearer: [] }], summary });

/**
 * The administrator's store calls (marchands, marchandShow; docs/product/admin.md, Stores). Same paths as the
 * storefront's under v1/user/, but every store in every state, with its figures.
 */
export async function shopsAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.authenticate('user');
  const crud = crudRoutes(app, { role: 'user', tag: 'Admin', refusals });

  crud.list('/v1/user/marchands', {
    summary: 'Stores (blocked ones too), newest first, 12 a page, with articles and orders counts',
    querystring: listQuery,
    reply: shopAdminPage,
    perPage: PER_PAGE.grid,
    listing: ({ db }, search) => ({
      count: () => countShops(db, search),
      rows: async (limit, offset) => (await listShops(db, search, limit, offset)).map(toShopAdminReply),
    }),
  });

  r.get(
    '/v1/user/marchandShow/:slug',
    {
      onRequest,
      schema: {
        ...doc('One store (any state): owner, store details, articles and orders counts, revenue (DZD)'),
        params: z.object({ slug: z.string().min(1).max(200) }),
        response: { 200: z.object({ data: shopAdminDetailReply }), ...refusals },
      },
    },
    async (request) => {
      const shop = await findShopBySlug(app.database.db, request.params.slug);
      if (!shop) throw notFound('Magasin introuvable.');
      return { data: toShopAdminDetail(shop) };
    },
  );
}
