import { articleSlugParamsSchema } from '@souk/domain/article-schemas';
import { articleFiltersQuery, searchQuery, shopArticlesQuery } from '@souk/domain/catalog-schemas';
import type { QueryValue } from '@souk/domain/pagination';
import {
  articleList,
  articlePage,
  articleReply,
  categoriePage,
  categoryBlocksReply,
  likeReply,
  sousCategoriePage,
} from '@souk/domain/replies/catalog';
import { fieldErrorsReply, messageReply } from '@souk/domain/replies/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PER_PAGE, paginateLoaded } from '../../lib/pagination';
import { RateLimitedError } from '../../lib/rate-limiter';
import { trustedReplySerializer } from '../../lib/reply-serializer';
import { requestCtx, visitorCtx } from '../../lib/request-context';
import { idParam } from '../../lib/route-params';
import { PUBLIC_CACHE } from '../../plugins/http-cache';
import {
  type ArticleListing,
  activeFilters,
  articleListing,
  assertShopVisible,
  getArticle,
  getArticleBySlug,
  getCategorie,
  getCategoryBlocks,
  getHomeSection,
  getSousCategorie,
  type HomeSection,
  likeArticle,
  visitorKey,
} from './articles.service';

const tags = ['storefront'];
const errors = { 404: messageReply, 422: fieldErrorsReply };
/**
 * Likes per address and minute: a like is public, so it is throttled
 * (docs/product/storefront-and-client.md, Calls).
 */
const LIKES_PER_MINUTE = 60;

/** A product grid: 12 a page, the applied filters kept in every link. */
function grid(
  request: FastifyRequest,
  page: number,
  filters: Record<string, QueryValue>,
  list: ArticleListing,
) {
  return paginateLoaded(request, { page, perPage: PER_PAGE.grid, filters, cap: list.cap }, list.page);
}

/**
 * The storefront's article calls (docs/product/storefront-and-client.md, Calls). Every list shows only
 * what may be sold: active articles with stock, platform-owned or from a store that is not blocked.
 */
export async function catalogArticlesPublicRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // 200 replies: plain JSON.stringify in production, checked byte for byte against zod elsewhere.
  r.setSerializerCompiler(trustedReplySerializer(app.config));

  r.get(
    '/v1/categorieShow/:slug',
    {
      config: PUBLIC_CACHE,
      schema: {
        tags,
        summary: "A category's articles, 12 a page, with the category and its sub-categories",
        params: z.object({ slug: z.string().min(1).max(200) }),
        querystring: articleFiltersQuery,
        response: { 200: categoriePage, ...errors },
      },
    },
    async (request) => {
      const ctx = visitorCtx(request);
      const categorie = await getCategorie(ctx, request.params.slug);
      const { page, ...filters } = request.query;
      const list = articleListing(ctx, { categorieId: categorie.id }, filters);
      return { ...(await grid(request, page, activeFilters(filters), list)), categorie };
    },
  );

  r.get(
    '/v1/articles/:sous_categorie_id',
    {
      config: PUBLIC_CACHE,
      schema: {
        tags,
        summary: "A sub-category's articles, 12 a page",
        params: z.object({ sous_categorie_id: idParam }),
        querystring: articleFiltersQuery,
        response: { 200: sousCategoriePage, ...errors },
      },
    },
    async (request) => {
      const ctx = visitorCtx(request);
      const sousCategorie = await getSousCategorie(ctx, request.params.sous_categorie_id);
      const { page, ...filters } = request.query;
      const list = articleListing(ctx, { sousCategorieId: sousCategorie.id }, filters);
      return { ...(await grid(request, page, activeFilters(filters), list)), sous_categorie: sousCategorie };
    },
  );

  r.get(
    '/v1/articleShow/:id',
    {
      config: PUBLIC_CACHE,
      schema: {
        tags,
        summary: 'One article with every review (product modal)',
        params: z.object({ id: idParam }),
        response: { 200: z.object({ data: articleReply }), 404: messageReply },
      },
    },
    async (request) => ({ data: await getArticle(visitorCtx(request), request.params.id) }),
  );

  r.get(
    '/v1/articleShowBySlug/:slug',
    {
      config: PUBLIC_CACHE,
      schema: {
        tags,
        summary: "One article by its slug, with every review (the product's own page)",
        params: articleSlugParamsSchema,
        response: { 200: z.object({ data: articleReply }), 404: messageReply },
      },
    },
    async (request) => ({ data: await getArticleBySlug(visitorCtx(request), request.params.slug) }),
  );

  r.get(
    '/v1/rechercheArticles',
    {
      config: PUBLIC_CACHE,
      schema: {
        tags,
        summary: 'Search (accents and one typo forgiven), by relevance, 12 a page',
        querystring: searchQuery,
        response: { 200: articlePage, 422: fieldErrorsReply },
      },
    },
    async (request) => {
      const { page, ...filters } = request.query;
      return grid(request, page, activeFilters(filters), articleListing(visitorCtx(request), {}, filters));
    },
  );

  r.get(
    '/v1/accueil/allArticles',
    {
      config: PUBLIC_CACHE,
      schema: {
        tags,
        summary: 'Home "Recommended" grid: every article in a daily shuffle, 12 a page',
        querystring: articleFiltersQuery,
        response: { 200: articlePage, 422: fieldErrorsReply },
      },
    },
    async (request) => {
      const { page, ...filters } = request.query;
      const list = articleListing(visitorCtx(request), {}, filters, 'daily-mix');
      return grid(request, page, activeFilters(filters), list);
    },
  );

  const sections: [string, HomeSection, string][] = [
    ['/v1/newArticles', 'nouveaux', 'Home "Nouveaux": the 12 newest articles'],
    ['/v1/articlesPromo', 'promo', 'Home "Offres de jours": 12 articles in promotion, deepest first'],
    ['/v1/articlesPlusCommandes', 'plusCommandes', 'Home "Les plus demandé": the 12 most ordered'],
    ['/v1/articlesMieuxNotes', 'mieuxNotes', 'Home "les mieux notés": best average, then most reviews'],
  ];
  for (const [url, section, summary] of sections) {
    r.get(
      url,
      { config: PUBLIC_CACHE, schema: { tags, summary, response: { 200: articleList } } },
      async (request) => ({
        data: await getHomeSection(visitorCtx(request), section),
      }),
    );
  }

  r.get(
    '/v1/pubsWithArticles',
    {
      config: PUBLIC_CACHE,
      schema: {
        tags,
        summary: 'Home category blocks: ad banner and first 4 articles of each category',
        response: { 200: categoryBlocksReply },
      },
    },
    async (request) => ({ data: await getCategoryBlocks(visitorCtx(request)) }),
  );

  r.get(
    '/v1/like/:id',
    {
      // A client's like counts once on all its devices; without a valid token, the visitor's.
      onRequest: app.authenticateOptional('client'),
      schema: {
        tags,
        summary: 'Like an article (once per visitor)',
        params: z.object({ id: idParam }),
        response: { 200: likeReply, 404: messageReply, 429: messageReply },
      },
    },
    async (request) => {
      const hit = await app.rateLimiter.hit(`like:${request.ip}`, LIKES_PER_MINUTE, 60_000);
      if (!hit.allowed) {
        throw new RateLimitedError('Trop de requêtes. Veuillez réessayer plus tard.', hit.retryAfterSeconds);
      }
      const ctx = requestCtx(request);
      const key = visitorKey(ctx.actor, request.ip, request.headers['user-agent']);
      return { message: 'success' as const, data: await likeArticle(ctx, request.params.id, key) };
    },
  );

  r.get(
    '/v1/articlesMarchand/:shopId',
    {
      config: PUBLIC_CACHE,
      schema: {
        tags,
        summary: "A store's articles, 12 a page (blocked store: 404)",
        params: z.object({ shopId: idParam }),
        querystring: shopArticlesQuery,
        response: { 200: articlePage, ...errors },
      },
    },
    async (request) => {
      const ctx = visitorCtx(request);
      const { shopId } = request.params;
      await assertShopVisible(ctx, shopId);
      const { page, categorie, ...filters } = request.query;
      const list = articleListing(ctx, { marchandId: shopId, categorieId: categorie || undefined }, filters);
      return grid(request, page, activeFilters({ ...filters, categorie }), list);
    },
  );
}
