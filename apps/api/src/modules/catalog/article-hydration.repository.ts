import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cachedStatement, namedStatementsDb, prepareNamed } from '../../db/named-statements';
import { marchands } from '../../db/schema/accounts';
import { articles, sousCategories } from '../../db/schema/catalog';
import { shopColumns } from '../shops';
import {
  type ArticlePage,
  type ArticleQuery,
  type ArticleSort,
  articlePage,
  latestPromotionJson,
  parameterized,
  visibleArticle,
} from './article-listing.repository';

/**
 * Everything an article card or the product modal shows, for a whole page in ONE statement: the
 * page of ids (a subquery from article-listing.repository), the article, its sub-category and
 * store by joins, its collections as JSON built by PostgreSQL. No query per article, whatever the
 * page size.
 */

/** JSON shapes as PostgreSQL builds them (snake_case, money in centimes, timestamps as text). */
export interface SousOptionJson {
  id: number;
  designation: string;
  url_image: string | null;
  option_id: number;
}
export interface StockJson {
  id: number;
  prix: number;
  quantite: number;
  sous_options: SousOptionJson[];
}
export interface OptionJson {
  id: number;
  designation: string;
  sous_options: SousOptionJson[];
}
export interface NoteJson {
  id: number;
  note: number;
  commentaire: string;
  created_at: string;
  achat_verifie: boolean;
  client: { nom: string; prenom: string; url_photo: string | null };
}

const sousOptionJson = (so: string) =>
  `json_build_object('id', ${so}.id, 'designation', ${so}.designation, 'url_image', ${so}.url_image,
    'option_id', ${so}.option_id)`;

const stockJson = sql<StockJson[]>`(
  select coalesce(json_agg(json_build_object(
      'id', s.id, 'prix', s.prix, 'quantite', s.quantite,
      'sous_options', (
        select coalesce(json_agg(${sql.raw(sousOptionJson('so'))} order by o.position, o.id), '[]'::json)
          from stock_article_sous_options sso
          join sous_options so on so.id = sso.sous_option_id
          join options o on o.id = sso.option_id
         where sso.stock_article_id = s.id))
      order by s.id), '[]'::json)
    from stock_articles s where s.article_id = articles.id)`;

const optionsJson = sql<OptionJson[]>`(
  select coalesce(json_agg(json_build_object(
      'id', o.id, 'designation', o.designation,
      'sous_options', (
        select coalesce(json_agg(${sql.raw(sousOptionJson('so'))} order by so.position, so.id), '[]'::json)
          from sous_options so where so.option_id = o.id))
      order by o.position, o.id), '[]'::json)
    from options o where o.article_id = articles.id)`;

const galeriesJson = sql<{ id: number; url_image: string }[]>`(
  select coalesce(json_agg(json_build_object('id', g.id, 'url_image', g.url_image)
      order by g.position, g.id), '[]'::json)
    from galeries g where g.article_id = articles.id)`;

/** A value bound at execution time (prepared statements) or now. */
type Param<T> = T | Placeholder;

/** Newest first; `limit` null = every review. */
function notesJson(limit: Param<number | null>) {
  return sql<NoteJson[]>`(
    select coalesce(json_agg(json_build_object(
        'id', x.id, 'note', x.note, 'commentaire', x.commentaire, 'created_at', x.created_at,
        'achat_verifie', x.achat_verifie,
        'client', json_build_object('nom', x.nom, 'prenom', x.prenom, 'url_photo', x.url_photo))
        order by x.created_at desc, x.id desc), '[]'::json)
      from (select n.id, n.note, n.commentaire, n.created_at, n.achat_verifie, c.nom, c.prenom, c.url_photo
              from notes n join clients c on c.id = n.client_id
             where n.article_id = articles.id
             order by n.created_at desc, n.id desc
             limit ${limit}) x)`;
}

/** Count and average to one decimal over every review (not only the ones listed). */
const ratingJson = sql<{ nbr_avis: number; moyenne: number }>`(
  select json_build_object('nbr_avis', count(*), 'moyenne', coalesce(round(avg(n.note)::numeric, 1), 0))
    from notes n where n.article_id = articles.id)`;

function selection(today: Param<string>, notesLimit: Param<number | null>) {
  return {
    id: articles.id,
    slug: articles.slug,
    designation: articles.designation,
    description: articles.description,
    urlImage: articles.urlImage,
    marque: articles.marque,
    urlImageMarque: articles.urlImageMarque,
    createdAt: articles.createdAt,
    valide: articles.valide,
    bloquePar: articles.bloquePar,
    nbrLike: articles.nbrLike,
    sousCategorie: {
      id: sousCategories.id,
      slug: sousCategories.slug,
      designation: sousCategories.designation,
      urlImage: sousCategories.urlImage,
      categorieId: sousCategories.categorieId,
    },
    // Only the columns a public store card shows (never the password hash or the owner's details).
    marchand: shopColumns,
    stock: stockJson,
    options: optionsJson,
    galeries: galeriesJson,
    notes: notesJson(notesLimit),
    rating: ratingJson,
    promotion: latestPromotionJson(today),
  };
}

/**
 * The article's version (migration 0013, decision 0022): a new one at every write to what its reply
 * shows. Read in the same statement as the reply, so the two belong to the same snapshot.
 */
const versionOfArticle = sql<string | null>`(select v.version::text from article_versions v
   where v.article_id = articles.id)`;

/**
 * `pageTotal`: what the page counted on the way (ArticlePage.total); `version`: the article's version
 * (one article's statements). Null when not asked.
 */
function hydrationQuery(
  db: DbOrTx,
  today: Param<string>,
  notesLimit: Param<number | null>,
  extra: { pageTotal?: SQL<number | null>; version?: SQL<string | null> } = {},
) {
  return db
    .select({
      ...selection(today, notesLimit),
      pageTotal: extra.pageTotal ?? sql<number | null>`null`,
      version: extra.version ?? sql<string | null>`null`,
    })
    .from(articles)
    .innerJoin(sousCategories, eq(sousCategories.id, articles.sousCategorieId))
    .leftJoin(marchands, eq(marchands.id, articles.marchandId))
    .$dynamic();
}

export type HydratedArticle = Awaited<ReturnType<typeof hydrationQuery>>[number];

export interface HydrationOptions {
  /** Algeria's calendar day (YYYY-MM-DD) that decides which promotion is active. */
  today: string;
  /** Reviews per article, newest first; null = all of them. */
  notesLimit: number | null;
  /** Back-office reads: articles the storefront may not show too. */
  includeHidden?: boolean;
}

/**
 * The articles of a page, in its order, with everything they show: one statement, sent as a named
 * prepared statement (db/named-statements.ts): PostgreSQL plans this 4 KB text once per connection
 * and shape instead of on every request (planning cost ten times the execution).
 */
export function hydratePage(
  db: DbOrTx,
  page: ArticlePage,
  opts: HydrationOptions,
): Promise<HydratedArticle[]> {
  const query = hydrationQuery(namedStatementsDb(db), opts.today, opts.notesLimit)
    .innerJoin(page, sql`${page.id} = articles.id`)
    // Every page builder filters already; checking again costs little on a page and keeps the
    // rule in force whatever builds the page.
    .where(opts.includeHidden ? undefined : visibleArticle)
    .orderBy(sql`${page.ord}`);
  return prepareNamed(query).execute();
}

/**
 * One article by id: a fixed statement per audience (storefront: visible only; back office: any),
 * built once per database with placeholders and sent as a named prepared statement, so that neither
 * drizzle nor PostgreSQL rebuilds or replans it per request.
 */
function articleStatement(db: DbOrTx, includeHidden: boolean) {
  return cachedStatement(db, includeHidden ? 'article:any' : 'article:visible', (on) =>
    prepareNamed(
      hydrationQuery(on, sql.placeholder('today'), sql.placeholder('notesLimit'), {
        version: versionOfArticle,
      }).where(and(eq(articles.id, sql.placeholder('id')), includeHidden ? undefined : visibleArticle)),
      includeHidden ? 'souk_article_any' : 'souk_article_visible',
    ),
  );
}

/**
 * A page of a storefront or back-office list, chosen (filters, sort, limit, offset) and hydrated in
 * one statement, like hydratePage(articlePage(…)) — but built once per query shape with placeholders
 * (parameterized) and executed as a named prepared statement with this query's values. `total`: what
 * the page counted on the way (a search's candidates, see articlePage), when it has rows to say it.
 */
export async function hydrateListPage(
  db: DbOrTx,
  query: ArticleQuery,
  sort: ArticleSort,
  limit: number,
  offset: number,
  opts: Omit<HydrationOptions, 'today'>,
): Promise<{ rows: HydratedArticle[]; total?: number }> {
  const { template, values, shape } = parameterized(query);
  const statement = cachedStatement(db, `page:${sort}:${opts.includeHidden === true}:${shape}`, (on) => {
    const page = articlePage(on, template, sort, sql.placeholder('limit'), sql.placeholder('offset'));
    const total = page.total ? sql<number | null>`${page.total}` : undefined;
    return prepareNamed(
      hydrationQuery(on, template.today, sql.placeholder('notesLimit'), { pageTotal: total })
        .innerJoin(page, sql`${page.id} = articles.id`)
        .where(opts.includeHidden ? undefined : visibleArticle)
        .orderBy(sql`${page.ord}`),
    );
  });
  const rows = await statement.execute({ ...values, limit, offset, notesLimit: opts.notesLimit });
  return { rows, total: rows[0]?.pageTotal ?? undefined };
}

/** One visible article (the product modal), or undefined when it may not be shown (unless includeHidden). */
export async function hydrateArticle(
  db: DbOrTx,
  id: number,
  opts: HydrationOptions,
): Promise<HydratedArticle | undefined> {
  const [row] = await articleStatement(db, opts.includeHidden === true).execute({
    id,
    today: opts.today,
    notesLimit: opts.notesLimit,
  });
  return row;
}

/**
 * The current version of article `id` (migration 0013), undefined for an unknown id: one primary-key
 * read, sent as a named prepared statement.
 */
export async function readArticleVersion(db: DbOrTx, id: number): Promise<string | undefined> {
  const statement = cachedStatement(db, 'article:version', (on) =>
    prepareNamed(
      on
        .select({ version: sql<string>`v.version::text` })
        .from(sql`article_versions v`)
        .where(sql`v.article_id = ${sql.placeholder('id')}`),
      'souk_article_version',
    ),
  );
  const [row] = await statement.execute({ id });
  return row?.version;
}
