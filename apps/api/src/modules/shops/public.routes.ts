import { listQuery, paginatedSchema } from '@souk/domain/pagination';
import { shopReply } from '@souk/domain/replies/shops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors';
import { PER_PAGE, paginate } from '../../lib/pagination';
import { PUBLIC_CACHE } from '../../plugins/http-cache';
import { countVisibleShops, findVisibleShopBySlug, listVisibleShops } from './shops.repository';
import { toShopReply } from './shops.schemas';

export async function shopsPublicRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/v1/marchands',
    {
      config: PUBLIC_CACHE,
      schema: {
        tags: ['storefront'],
        summary: 'Stores, paginated (blocked stores are hidden)',
        querystring: listQuery,
        response: { 200: paginatedSchema(shopReply) },
      },
    },
    async (request) => {
      const { page, search } = request.query;
      const db = app.database.db;
      return paginate(
        request,
        { page, perPage: PER_PAGE.grid, filters: { search } },
        () => countVisibleShops(db, search),
        async (limit, offset) => (await listVisibleShops(db, limit, offset, search)).map(toShopReply),
      );
    },
  );
  r.get(
    '/v1/marchandShow/:slug',
    {
      config: PUBLIC_CACHE,
      schema: {
        tags: ['storefront'],
        summary: 'A store page: contact details (blocked stores answer 404)',
        params: z.object({ slug: z.string().max(200) }),
        response: { 200: z.object({ data: shopReply }) },
      },
    },
    async (request) => {
      const shop = await findVisibleShopBySlug(app.database.db, request.params.slug);
      if (!shop) throw notFound('Magasin introuvable.');
      return { data: toShopReply(shop) };
    },
  );
}
