import { paginatedSchema } from '@souk/domain/pagination';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PER_PAGE, pageParam, paginate } from '../../lib/pagination';
import { countVisibleShops, listVisibleShops } from './shops.repository';
import { shopReply, toShopReply } from './shops.schemas';

export async function shopsPublicRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/v1/marchands',
    {
      schema: {
        tags: ['storefront'],
        summary: 'Stores, paginated (blocked stores are hidden)',
        querystring: z.object({ page: pageParam, search: z.string().trim().max(100).optional() }),
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
}
