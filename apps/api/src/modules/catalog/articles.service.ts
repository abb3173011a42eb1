import { createHash } from 'node:crypto';
import { algiersDay } from '@souk/domain/algiers-time';
import type { ArticleFiltersQuery } from '@souk/domain/catalog-schemas';
import { toCentimes } from '@souk/domain/money';
import type { ArticleReply } from '@souk/domain/replies/catalog';
import type { Ctx } from '../../lib/context';
import { type CountCache, createCountCache } from '../../lib/count-cache';
import { notFound } from '../../lib/http-errors';
import { COUNT_CAP } from '../../lib/pagination';
import { createVersionedCache, type VersionedCache } from '../../lib/versioned-cache';
import { toArticleReply } from './article.serializer';
import {
  hydrateArticle,
  hydrateListPage,
  hydratePage,
  readArticleVersion,
} from './article-hydration.repository';
import { likeArticle as likeArticleOnce } from './article-likes.repository';
import {
  type ArticleFilters,
  type ArticlePage,
  type ArticleQuery,
  type ArticleScope,
  type ArticleSort,
  articlePage,
  bestRatedPage,
  countArticles,
  mostOrderedPage,
  newestPerCategoryPage,
  promotedPage,
  searchCap,
  searchPaging,
} from './article-listing.repository';
import {
  findArticleIdBySlug,
  findCategorieBySlug,
  findSousCategorie,
  isShopVisible,
  type SousCategorieRow,
} from './article-scopes.repository';
import { listCategories, listCategoryAds } from './categories.repository';
import { promotionsReadyFor } from './promotions-du-jour';
import { searchTerms } from './search-terms';

/** Home sections ("Nouveaux", "Offres de jours", …) hold this many articles. */
export const HOME_SECTION_SIZE = 12;
/** Articles per category block on the home page (docs/product/storefront-and-client.md, Home). */
export const CATEGORY_BLOCK_SIZE = 4;
/** Reviews carried by each article of a list; the product modal (articleShow) gets them all. */
export const LIST_NOTES = 5;

/** The query filters as the repository applies them: only positive ones, prices in centimes. */
export function toArticleFilters(q: Partial<ArticleFiltersQuery>): ArticleFilters {
  return {
    search: q.search ? searchTerms(q.search) : undefined,
    prixMin: q.prixMin ? toCentimes(q.prixMin) : undefined,
    prixMax: q.prixMax ? toCentimes(q.prixMax) : undefined,
    promotion: q.promotion || undefined,
    etoil: q.etoil || undefined,
  };
}

/** The filters to keep in pagination links: those that are applied, as the shopper wrote them. */
export function activeFilters(q: Partial<ArticleFiltersQuery> & { categorie?: number }) {
  return {
    search: q.search || undefined,
    prixMin: q.prixMin || undefined,
    prixMax: q.prixMax || undefined,
    promotion: q.promotion || undefined,
    etoil: q.etoil || undefined,
    categorie: q.categorie || undefined,
  };
}

async function hydrate(ctx: Ctx, page: ArticlePage, today: string): Promise<ArticleReply[]> {
  return (await hydratePage(ctx.db, page, { today, notesLimit: LIST_NOTES })).map(toArticleReply);
}

export interface ArticleListing {
  /** Beyond it the total reads as `cap` with `total_capped` (COUNT_CAP; a search's SEARCH_CANDIDATES). */
  cap: number;
  /** A page and the count: for a search of several words one statement (its page counts its candidates), else both side by side. */
  page(limit: number, offset: number): Promise<{ rows: ArticleReply[]; total: number }>;
}

/** One `create()` per database (tests run many side by side). */
function perDatabase<T>(create: () => T): (db: object) => T {
  const values = new WeakMap<object, T>();
  return (db) => {
    let value = values.get(db);
    if (value === undefined) {
      value = create();
      values.set(db, value);
    }
    return value;
  };
}

const countCacheOf: (db: object) => CountCache = perDatabase(() => createCountCache());

/** The kept counts of a database's lists, forgotten when what a search matches changes (synonyms). */
export function forgetListCounts(db: object): void {
  countCacheOf(db).clear();
}

/**
 * A paginated list: one count and one page (ids chosen by filters, sort and limit, then hydrated,
 * in the same statement) — two statements whatever the page size; the page of a search of several
 * words counts its matches too when it read them all, so such a search is then one statement (two
 * when its page is empty or its words are all common). With a search the order is relevance (one
 * word: walk order, decision 0023; several words: souk_search_top's, decision 0024), else `sort`.
 */
export function articleListing(
  ctx: Ctx,
  scope: ArticleScope,
  q: Partial<ArticleFiltersQuery>,
  sort: ArticleSort = 'newest',
): ArticleListing {
  const today = algiersDay();
  const query: ArticleQuery = {
    scope,
    filters: toArticleFilters(q),
    today,
    promoFacts: promotionsReadyFor(ctx.db, today),
  };
  const order = query.filters.search ? 'relevance' : sort;
  // A large count (lib/count-cache.ts) is shared by the requests for the same list for a minute.
  const count = () => countCacheOf(ctx.db).get(JSON.stringify(query), () => countArticles(ctx.db, query));
  /**
   * A search's page that did not count its matches (`top`, `ranked` with no row): the page is exact,
   * so a short one within the cap tells the total (a first page with no row: none at all), and only a
   * full page, one past the end or one cut by the cap needs a count.
   */
  const pageTotal = (limit: number, offset: number, found: number) =>
    found < limit && offset + limit <= searchCap(query) && (found > 0 || offset === 0)
      ? Promise.resolve(offset + found)
      : count();
  const hydrated = (limit: number, offset: number) =>
    hydrateListPage(ctx.db, query, order, limit, offset, { notesLimit: LIST_NOTES });
  return {
    cap: query.filters.search ? searchCap(query) : COUNT_CAP,
    page: async (limit, offset) => {
      if (!query.filters.search || searchPaging(query) === 'walk') {
        const [total, { rows }] = await Promise.all([count(), hydrated(limit, offset)]);
        return { rows: rows.map(toArticleReply), total };
      }
      const { rows, total } = await hydrated(limit, offset);
      const found = total ?? (await pageTotal(limit, offset, rows.length));
      if (found === 0 && searchPaging(query) === 'top') {
        // No article holds every word: the best partial matches instead, most words matched first
        // (decision 0035). Only for the search page (no scope, no filter); its page counts them.
        const partial = await hydrateListPage(ctx.db, query, 'partial', limit, offset, {
          notesLimit: LIST_NOTES,
        });
        return {
          rows: partial.rows.map(toArticleReply),
          total: partial.total ?? offset + partial.rows.length,
        };
      }
      return { rows: rows.map(toArticleReply), total: found };
    },
  };
}

const toSousCategorieReply = (s: SousCategorieRow) => ({
  id: s.id,
  slug: s.slug,
  designation: s.designation,
  url_image: s.urlImage,
  categorie_id: s.categorieId,
});

export async function getCategorie(ctx: Ctx, slug: string) {
  const categorie = await findCategorieBySlug(ctx.db, slug);
  if (!categorie) throw notFound('Catégorie introuvable.');
  return {
    id: categorie.id,
    slug: categorie.slug,
    designation: categorie.designation,
    url_image: categorie.urlImage,
    sous_categories: categorie.sousCategories.map(toSousCategorieReply),
    // The page's banner, as `v1/categories` gives it: the page needs no other reply to be drawn.
    image_publicitaire: categorie.imagePublicitaire,
  };
}

export async function getSousCategorie(ctx: Ctx, id: number) {
  const sousCategorie = await findSousCategorie(ctx.db, id);
  if (!sousCategorie) throw notFound('Sous-catégorie introuvable.');
  return toSousCategorieReply(sousCategorie);
}

/** A blocked store is as unknown as a missing one (its page is hidden from the storefront). */
export async function assertShopVisible(ctx: Ctx, id: number): Promise<void> {
  if (!(await isShopVisible(ctx.db, id))) throw notFound('Magasin introuvable.');
}

/** articleShow replies kept with their article's version (decision 0022). */
const articleRepliesOf: (db: object) => VersionedCache<ArticleReply> = perDatabase(() =>
  createVersionedCache<ArticleReply>(),
);

/**
 * One visible article with every review (the product modal). A reply already built for this article
 * and day is sent again when the article's version (a primary-key read) is still the one it was
 * built at; otherwise the article is read again (one statement, its version with it).
 */
export async function getArticle(ctx: Ctx, id: number): Promise<ArticleReply> {
  const today = algiersDay();
  const key = `${id}:${today}`;
  const cache = articleRepliesOf(ctx.db);
  if (cache.has(key)) {
    const kept = cache.get(key, await readArticleVersion(ctx.db, id));
    if (kept) return kept;
  }
  const article = await hydrateArticle(ctx.db, id, { today, notesLimit: null });
  if (!article) {
    cache.delete(key);
    throw notFound('Article introuvable.');
  }
  const reply = toArticleReply(article);
  if (article.version !== null) cache.set(key, article.version, reply);
  return reply;
}

/**
 * The same reply by the article's slug (its own page, `/produits/{slug}`): an unknown slug and an
 * article the storefront may not show are the same 404.
 */
export async function getArticleBySlug(ctx: Ctx, slug: string): Promise<ArticleReply> {
  const id = await findArticleIdBySlug(ctx.db, slug);
  if (id === undefined) throw notFound('Article introuvable.');
  return getArticle(ctx, id);
}

export type HomeSection = 'nouveaux' | 'promo' | 'plusCommandes' | 'mieuxNotes';

export async function getHomeSection(ctx: Ctx, section: HomeSection): Promise<ArticleReply[]> {
  const today = algiersDay();
  const n = HOME_SECTION_SIZE;
  const pages: Record<HomeSection, () => ArticlePage> = {
    nouveaux: () => articlePage(ctx.db, { scope: {}, filters: {}, today }, 'newest', n),
    promo: () => promotedPage(ctx.db, today, n, promotionsReadyFor(ctx.db, today)),
    plusCommandes: () => mostOrderedPage(ctx.db, n),
    mieuxNotes: () => bestRatedPage(ctx.db, n),
  };
  return hydrate(ctx, pages[section](), today);
}

/** Home category blocks: categories with at least one visible article, in menu order. */
export async function getCategoryBlocks(ctx: Ctx) {
  const today = algiersDay();
  const [cats, ads, articles] = await Promise.all([
    listCategories(ctx.db),
    listCategoryAds(ctx.db),
    hydrate(ctx, newestPerCategoryPage(ctx.db, CATEGORY_BLOCK_SIZE), today),
  ]);
  return cats.flatMap((c) => {
    const items = articles.filter((a) => a.sous_categorie.categorie_id === c.id);
    if (items.length === 0) return [];
    // Ads come newest first: the first one of the category is its banner.
    const ad = ads.find((a) => a.modelId === c.id);
    return [
      {
        categorie: { id: c.id, slug: c.slug, designation: c.designation, url_image: c.urlImage },
        pub: ad ? { id: ad.id, url_image: ad.urlImage } : null,
        articles: items,
      },
    ];
  });
}

/**
 * Who is liking: a logged-in client is one visitor on every device; anyone else is their address
 * and browser. Only a sha256 of it is stored.
 */
export function visitorKey(actor: Ctx['actor'], ip: string, userAgent: string | undefined): string {
  const who = actor.role === 'client' ? `client:${actor.id}` : `visitor:${ip}|${userAgent ?? ''}`;
  return createHash('sha256').update(who).digest('hex');
}

export async function likeArticle(ctx: Ctx, id: number, key: string) {
  const nbrLike = await likeArticleOnce(ctx.db, id, key);
  if (nbrLike === null) throw notFound('Article introuvable.');
  return { id, nbr_like: nbrLike };
}
