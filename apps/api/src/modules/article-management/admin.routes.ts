import { dateRangeQuerySchema } from '@souk/domain/article-schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PER_PAGE, paginate } from '../../lib/pagination';
import { requestCtx } from '../../lib/request-context';
import { idParam, shopArticlesQuery } from '../catalog/articles.schemas';
import { activeFilters } from '../catalog/articles.service';
import { type Audience, refusals, registerSharedArticleRoutes } from './article-management.routes';
import { countReply, managedArticlePage } from './article-management.schemas';
import { type AdminTab, countStoreArticles, listManagedArticles } from './article-read.service';

const audience: Audience = { role: 'user', prefix: 'v1/user', tag: 'Admin' };

/**
 * The administrator's article calls (admin spec §7): the two list tabs, every shared call, and one
 * store's article count. Stores' articles are read-only here except state and reviews.
 */
export async function articleManagementAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  registerSharedArticleRoutes(app, audience);

  const tabs: [string, AdminTab, string][] = [
    ['/v1/user/articles', 'platform', "'Mes Articles': the platform's own articles, every state"],
    ['/v1/user/articlesMarchands', 'stores', "'Articles Marchant': the stores' articles, every state"],
  ];
  for (const [url, tab, summary] of tabs) {
    r.get(
      url,
      {
        onRequest: app.authenticate('user'),
        schema: {
          tags: [audience.tag],
          security: [{ bearer: [] }],
          summary: `${summary}, 12 a page; search, categorie, prixMin, prixMax, promotion, etoil`,
          querystring: shopArticlesQuery,
          response: { 200: managedArticlePage, ...refusals },
        },
      },
      async (request) => {
        const { page, ...filters } = request.query;
        const list = listManagedArticles(requestCtx(request), filters, tab);
        return paginate(
          request,
          { page, perPage: PER_PAGE.grid, filters: activeFilters(filters) },
          list.count,
          list.rows,
        );
      },
    );
  }

  r.get(
    '/v1/user/countArticlesMarchand/:id',
    {
      onRequest: app.authenticate('user'),
      schema: {
        tags: [audience.tag],
        security: [{ bearer: [] }],
        summary: "Number of one store's articles (optionally created between dateDebut and dateFin)",
        params: z.object({ id: idParam }),
        querystring: dateRangeQuerySchema,
        response: { 200: countReply, ...refusals },
      },
    },
    async (request) => ({
      data: await countStoreArticles(requestCtx(request), request.params.id, request.query),
    }),
  );
}
