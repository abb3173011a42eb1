import { shopArticlesQuery } from '@souk/domain/catalog-schemas';
import { categoryChoicesReply, managedArticlePage } from '@souk/domain/replies/article-management';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Audience } from '../../lib/audience';
import { PER_PAGE, paginate } from '../../lib/pagination';
import { requestCtx } from '../../lib/request-context';
import { activeFilters } from '../catalog';
import { refusals, registerSharedArticleRoutes } from './article-management.routes';
import { listCategoryChoices, listManagedArticles } from './article-read.service';

const audience: Audience = { role: 'marchand', prefix: 'v1/marchand', tag: 'Partner' };

/** The partner's article calls (docs/product/partner.md, Calls): its own store only. */
export async function articleManagementPartnerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  registerSharedArticleRoutes(app, audience);

  r.get(
    '/v1/marchand/articles',
    {
      onRequest: app.authenticate('marchand'),
      schema: {
        tags: [audience.tag],
        security: [{ bearer: [] }],
        summary: "The store's own articles in every state, 12 a page, with the storefront filters",
        querystring: shopArticlesQuery,
        response: { 200: managedArticlePage, ...refusals },
      },
    },
    async (request) => {
      const { page, ...filters } = request.query;
      const list = listManagedArticles(requestCtx(request), filters);
      return paginate(
        request,
        { page, perPage: PER_PAGE.grid, filters: activeFilters(filters) },
        list.count,
        list.rows,
      );
    },
  );

  r.get(
    '/v1/marchand/categories',
    {
      onRequest: app.authenticate('marchand'),
      schema: {
        tags: [audience.tag],
        security: [{ bearer: [] }],
        summary: 'Categories and their sub-categories (article form pickers)',
        response: { 200: categoryChoicesReply, ...refusals },
      },
    },
    async (request) => ({ data: await listCategoryChoices(requestCtx(request)) }),
  );
}
