import { dateRangeQuerySchema } from '@souk/domain/article-schemas';
import { shopArticlesQuery } from '@souk/domain/catalog-schemas';
import { managedArticlePage, storeArticlesPage } from '@souk/domain/replies/article-management';
import { countReply } from '@souk/domain/replies/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Audience } from '../../lib/audience';
import { PER_PAGE, paginate } from '../../lib/pagination';
import { requestCtx } from '../../lib/request-context';
import { idParam } from '../../lib/route-params';
import { activeFilters } from '../catalog';
import { refusals, registerSharedArticleRoutes } from './article-management.routes';
import { countStoreArticles, getStoreHeader, listManagedArticles } from './article-read.service';

/** 'Articles Marchant' filters, plus one store (the admin's store-products page). */
const storeArticlesQuery = shopArticlesQuery.extend({ marchand_id: idParam.optional() });

const audience: Audience = { role: 'user', prefix: 'v1/user', tag: 'Admin' };

/**
 * The administrator's article calls (docs/product/admin.md, Articles): the two list tabs, every shared
 * call, and one store's article count. Stores' articles are read-only here except state and reviews.
 */
export async function articleManagementAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  registerSharedArticleRoutes(app, audience);

  r.get(
    '/v1/user/articles',
    {
      onRequest: app.authenticate('user'),
      schema: {
        tags: [audience.tag],
        security: [{ bearer: [] }],
        summary:
          "'Mes Articles': the platform's own articles, every state, 12 a page; search, categorie, prixMin, prixMax, promotion, etoil",
        querystring: shopArticlesQuery,
        response: { 200: managedArticlePage, ...refusals },
      },
    },
    async (request) => {
      const { page, ...filters } = request.query;
      const list = listManagedArticles(requestCtx(request), filters, 'platform');
      return paginate(
        request,
        { page, perPage: PER_PAGE.grid, filters: activeFilters(filters) },
        list.count,
        list.rows,
      );
    },
  );

  r.get(
    '/v1/user/articlesMarchands',
    {
      onRequest: app.authenticate('user'),
      schema: {
        tags: [audience.tag],
        security: [{ bearer: [] }],
        summary:
          "'Articles Marchant': the stores' articles, every state, 12 a page; the same filters, and marchand_id " +
          '(one store, magasins-produits/{id}: the reply then carries that store as `marchand`; unknown: 404)',
        querystring: storeArticlesQuery,
        response: { 200: storeArticlesPage, ...refusals },
      },
    },
    async (request) => {
      const ctx = requestCtx(request);
      const { page, marchand_id, ...filters } = request.query;
      const marchand = marchand_id ? await getStoreHeader(ctx, marchand_id) : undefined;
      const list = listManagedArticles(ctx, filters, 'stores', marchand_id);
      const reply = await paginate(
        request,
        { page, perPage: PER_PAGE.grid, filters: { ...activeFilters(filters), marchand_id } },
        list.count,
        list.rows,
      );
      return marchand ? { ...reply, marchand } : reply;
    },
  );

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
