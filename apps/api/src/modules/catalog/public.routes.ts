import { categoriesReply } from '@souk/domain/replies/catalog';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { visitorCtx } from '../../lib/request-context';
import { PUBLIC_CACHE } from '../../plugins/http-cache';
import { getCategoriesTree } from './categories.service';

export async function catalogPublicRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/v1/categories',
    {
      config: PUBLIC_CACHE,
      schema: {
        tags: ['storefront'],
        summary: 'Every category with its sub-categories',
        response: { 200: categoriesReply },
      },
    },
    async (request) => ({ data: await getCategoriesTree(visitorCtx(request)) }),
  );
}
