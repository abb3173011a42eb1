import { algiersDay, algiersDayRange } from '@souk/domain/algiers-time';
import { ARTICLE_MESSAGES, appliedDateRange, type DateRangeQuery } from '@souk/domain/article-schemas';
import type { ArticleFiltersQuery } from '@souk/domain/catalog-schemas';
import type { ManagedArticleReply } from '@souk/domain/replies/article-management';
import type { Ctx } from '../../lib/context';
import { forbidden, notFound } from '../../lib/http-errors';
import {
  type ArticleQuery,
  type ArticleScope,
  articlePage,
  countArticles,
  hydrateArticle,
  hydratePage,
  LIST_NOTES,
  listCategories,
  listSousCategories,
  toArticleFilters,
} from '../catalog';
import { toShopReply } from '../shops';
import { findManagedArticle, managerOf, scopeOf } from './article-access.service';
import {
  countCreatedArticles,
  findArticleIdBySlug,
  findMarchand,
  marchandExists,
} from './article-management.repository';
import { toManagedArticleReply } from './article-management.serializer';

/**
 * What the back-offices read: the storefront's listing and hydration (same filters, same one-statement
 * pages, same serializer) without its visibility rule, scoped to what the manager may see.
 */

/** The admin's two tabs: 'Mes Articles' (the platform's) and 'Articles Marchant' (the stores'). */
export type AdminTab = 'platform' | 'stores';

export interface ManagedListing {
  count(): Promise<number>;
  rows(limit: number, offset: number): Promise<ManagedArticleReply[]>;
}

/**
 * A partner's own articles in every state, or one admin tab. Search orders by relevance, else newest
 * first. `categorie` is a category id. `storeId` (admin, 'stores' tab) narrows the tab to one store.
 */
export function listManagedArticles(
  ctx: Ctx,
  q: Partial<ArticleFiltersQuery> & { categorie?: number },
  tab: AdminTab = 'platform',
  storeId?: number,
): ManagedListing {
  const manager = managerOf(ctx);
  const scope: ArticleScope =
    manager.role === 'marchand' ? { marchandId: manager.marchandId } : { seller: tab };
  if (manager.role === 'user' && tab === 'stores' && storeId) scope.marchandId = storeId;
  if (q.categorie) scope.categorieId = q.categorie;
  const query: ArticleQuery = {
    scope,
    filters: toArticleFilters(q),
    today: algiersDay(),
    includeHidden: true,
  };
  const order = query.filters.search ? 'relevance' : 'newest';
  return {
    count: () => countArticles(ctx.db, query),
    rows: async (limit, offset) => {
      const page = articlePage(ctx.db, query, order, limit, offset);
      const rows = await hydratePage(ctx.db, page, {
        today: query.today,
        notesLimit: LIST_NOTES,
        includeHidden: true,
      });
      return rows.map(toManagedArticleReply);
    },
  };
}

/** One article with every review, once the manager is known to reach it. */
async function hydrateManaged(ctx: Ctx, id: number): Promise<ManagedArticleReply> {
  const row = await hydrateArticle(ctx.db, id, {
    today: algiersDay(),
    notesLimit: null,
    includeHidden: true,
  });
  if (!row) throw notFound(ARTICLE_MESSAGES.articleNotFound);
  return toManagedArticleReply(row);
}

export async function getManagedArticle(ctx: Ctx, id: number): Promise<ManagedArticleReply> {
  await findManagedArticle(ctx, id);
  return hydrateManaged(ctx, id);
}

export async function getManagedArticleBySlug(ctx: Ctx, slug: string): Promise<ManagedArticleReply> {
  const id = await findArticleIdBySlug(ctx.db, slug, scopeOf(managerOf(ctx)));
  if (id === undefined) throw notFound(ARTICLE_MESSAGES.articleNotFound);
  return hydrateManaged(ctx, id);
}

/** Both days included, as Algerian calendar days. */
function createdRange(q: DateRangeQuery) {
  const range = appliedDateRange(q);
  if (!range) return null;
  return algiersDayRange(range.from, range.to);
}

/** Articles of every state created in the range: the partner's own, or every article for an admin. */
export async function countManagedArticles(ctx: Ctx, q: DateRangeQuery): Promise<number> {
  const manager = managerOf(ctx);
  const marchandId = manager.role === 'marchand' ? manager.marchandId : undefined;
  return countCreatedArticles(ctx.db, marchandId, createdRange(q));
}

/** One store's articles (admin); an unknown store is a 404. */
export async function countStoreArticles(ctx: Ctx, marchandId: number, q: DateRangeQuery): Promise<number> {
  if (managerOf(ctx).role !== 'user') throw forbidden();
  if (!(await marchandExists(ctx.db, marchandId))) throw notFound(ARTICLE_MESSAGES.shopNotFound);
  return countCreatedArticles(ctx.db, marchandId, createdRange(q));
}

/** The store whose articles an administrator lists (magasins-produits/{id}); unknown: 404. */
export async function getStoreHeader(ctx: Ctx, marchandId: number) {
  if (managerOf(ctx).role !== 'user') throw forbidden();
  const row = await findMarchand(ctx.db, marchandId);
  if (!row) throw notFound(ARTICLE_MESSAGES.shopNotFound);
  return toShopReply(row);
}

/** The category and sub-category pickers of the article form. */
export async function listCategoryChoices(ctx: Ctx) {
  const categories = await listCategories(ctx.db);
  const sousCategories = await listSousCategories(
    ctx.db,
    categories.map((c) => c.id),
  );
  return categories.map((c) => ({
    id: c.id,
    designation: c.designation,
    sous_categories: sousCategories
      .filter((s) => s.categorieId === c.id)
      .map((s) => ({ id: s.id, designation: s.designation, categorie_id: s.categorieId })),
  }));
}
