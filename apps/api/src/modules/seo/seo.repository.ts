import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { marchands } from '../../db/schema/accounts';
import { articles, categories } from '../../db/schema/catalog';
import { visibleArticle } from '../catalog';

/** A page of the site as a sitemap lists it: its path and when it last changed. */
export interface SitemapEntry {
  slug: string;
  updatedAt: Date;
}

/** Every category: the menu lists them all, each has its page. */
export function listCategoryEntries(db: DbOrTx): Promise<SitemapEntry[]> {
  return db
    .select({ slug: categories.slug, updatedAt: categories.updatedAt })
    .from(categories)
    .orderBy(asc(categories.id));
}

/** The stores whose page the storefront shows (not blocked). */
export function listShopEntries(db: DbOrTx): Promise<SitemapEntry[]> {
  return db
    .select({ slug: marchands.slug, updatedAt: marchands.updatedAt })
    .from(marchands)
    .where(eq(marchands.valide, true))
    .orderBy(asc(marchands.id));
}

/**
 * The product sitemaps are ranges of ids, `size` ids each (page n: ids in ((n-1)·size, n·size]), so a
 * page holds at most `size` products, stays the same file for a product, and is read by the primary
 * key (a keyset page, no OFFSET). The pages listed are those with at least one product the storefront
 * shows: one index probe per range (20 at 10^6 articles).
 */
export async function listProductPages(db: DbOrTx, size: number): Promise<number[]> {
  const rows = await db
    .select({ page: sql<number>`g.n + 1`.mapWith(Number) })
    .from(sql`generate_series(0, (select coalesce(max(id), 0) from articles) / ${size}) as g(n)`)
    .where(
      sql`exists (select 1 from articles where articles.id > g.n * ${size}
        and articles.id <= (g.n + 1) * ${size} and ${visibleArticle})`,
    )
    .orderBy(sql`g.n`);
  return rows.map((row) => row.page);
}

/** The products of page `page` (1-based) that the storefront shows, by id. */
export function listProductEntries(db: DbOrTx, page: number, size: number): Promise<SitemapEntry[]> {
  return db
    .select({ slug: articles.slug, updatedAt: articles.updatedAt })
    .from(articles)
    .where(and(gt(articles.id, (page - 1) * size), lte(articles.id, page * size), visibleArticle))
    .orderBy(asc(articles.id));
}

/** The slug of product `id` when the storefront shows it. */
export async function visibleProductSlug(db: DbOrTx, id: number): Promise<string | undefined> {
  const [row] = await db
    .select({ slug: articles.slug })
    .from(articles)
    .where(and(eq(articles.id, id), visibleArticle))
    .limit(1);
  return row?.slug;
}
