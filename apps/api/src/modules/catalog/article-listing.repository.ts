import {
  and,
  count,
  desc,
  eq,
  isNotNull,
  isNull,
  or,
  type Placeholder,
  type SQL,
  type SQLWrapper,
  type Subquery,
  sql,
} from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { cachedStatement, prepareNamed } from '../../db/named-statements';
import { articles, categories } from '../../db/schema/catalog';
import { COUNT_CAP } from '../../lib/pagination';
import type { SearchTerms } from './search-terms';

/**
 * Which articles a storefront list holds and in which order: a count, or a page of ids as a
 * subquery that `article-hydration.repository.ts` joins (one statement for the whole page).
 *
 * Raw fragments name the outer table as `articles.<column>` on purpose: drizzle writes a bare
 * "id" for `${articles.id}` in the select list of a single-table query, which a correlated
 * subquery would bind to its own table.
 */

/** What the storefront may sell: active (valide = 1), with stock, platform-owned or from a live store. */
export const visibleArticle: SQL = and(
  // A literal, not a bound value: the listing indexes are partial (valide = 1), and a plan made for
  // any value of a parameter (the generic plan of a prepared statement) could not use them.
  sql`articles.valide = 1`,
  // = has a stock row, kept by the triggers of migration 0009 (an index probe per article before).
  sql`articles.en_stock`,
  or(
    isNull(articles.marchandId),
    sql`exists (select 1 from marchands m where m.id = articles.marchand_id and m.valide)`,
  ),
) as SQL;

/**
 * Promotions (alias p) running on `today`: the domain's `isPromotionRunning` in SQL (valide and today
 * ∈ [date_debut, date_fin]; running-promotion.test.ts checks they agree). When several
 * run for one article, the most recently created is its `latestpromotions` (LATEST_PROMOTION_FIRST).
 */
export const runningPromotion = (today: string | SQLWrapper) =>
  sql`p.valide and p.date_debut <= ${today}::date and p.date_fin >= ${today}::date`;
export const LATEST_PROMOTION_FIRST = sql.raw('p.created_at desc, p.id desc');

/** A promotion as PostgreSQL builds it (the storefront's `latestpromotions`). */
export interface PromotionJson {
  id: number;
  designation: string;
  pourcentage: number;
  date_debut: string;
  date_fin: string;
}

/**
 * latestpromotions of the current article (`articles`): the promotion running on `today`, the most
 * recently created if several. What the storefront shows and what an order applies (cart lines).
 */
export function latestPromotionJson(today: string | SQLWrapper) {
  return sql<PromotionJson | null>`(
    select json_build_object('id', p.id, 'designation', p.designation, 'pourcentage', p.pourcentage,
        'date_debut', p.date_debut, 'date_fin', p.date_fin)
      from promotion_articles pa join promotions p on p.id = pa.promotion_id
     where pa.article_id = articles.id and ${runningPromotion(today)}
     order by ${LATEST_PROMOTION_FIRST} limit 1)`;
}

/**
 * The running promotion that filters compare. Prices and ratings are columns of the article kept by
 * the triggers of migration 0010 (`prix_min`, `note_moyenne`), and so is the promotion running on the
 * day of `promotions_jour` (`promo_pourcentage`): when that day is the query's (`promoFacts`, see
 * promotions-du-jour.ts) a filter reads the column, and a filtered page is an index-only walk of its
 * scope (docs/benchmarks.md, catalogue size: filters p95 at 10^6 articles: 5.5 s → 17 ms). Otherwise
 * the promotion is looked up as before: a count, which reads every matching article anyway, and a page
 * filtered by promotion join one derived table of the running promotions' articles (`promo`); a page
 * filtered by price only looks each article's promotion up LATERALly (`promoLateral`), so that it stops
 * after its page.
 */
const facts = {
  /** The active promotion of each promoted article (the one shown as latestpromotions). */
  promo: (today: string) => sql`(select distinct on (pa.article_id) pa.article_id, p.pourcentage
      from promotion_articles pa join promotions p on p.id = pa.promotion_id
     where ${runningPromotion(today)}
     order by pa.article_id, ${LATEST_PROMOTION_FIRST}) promo`,
  /** The same promotion, for the current article only. */
  promoLateral: (today: string) => sql`(select p.pourcentage
      from promotion_articles pa join promotions p on p.id = pa.promotion_id
     where pa.article_id = articles.id and ${runningPromotion(today)}
     order by ${LATEST_PROMOTION_FIRST} limit 1) promo`,
};
const promoOn = sql`promo.article_id = articles.id`;

/** The running promotion's percentage, null without one: the kept column or the looked-up one. */
const promoPercent = (query: ArticleQuery) =>
  query.promoFacts ? sql`articles.promo_pourcentage` : sql`promo.pourcentage`;

/** Lowest variant price in centimes after the promotion, rounded like promotionPriceCentimes. */
const promotedMinPrice = (query: ArticleQuery) =>
  sql`round(articles.prix_min - articles.prix_min * coalesce(${promoPercent(query)}, 0) / 100.0)`;

export interface ArticleScope {
  categorieId?: number;
  sousCategorieId?: number;
  marchandId?: number;
  /** Back-office tabs: the platform's own articles (marchand_id null) or the stores' ones. */
  seller?: 'platform' | 'stores';
}

/** The storefront filters once parsed: prices in centimes; unset or 0 means "not applied". */
export interface ArticleFilters {
  /** null: a search that holds no word (e.g. only punctuation) matches nothing. */
  search?: SearchTerms | null;
  prixMin?: number;
  prixMax?: number;
  promotion?: number;
  etoil?: number;
}

export interface ArticleQuery {
  scope: ArticleScope;
  filters: ArticleFilters;
  /** Algeria's calendar day, YYYY-MM-DD: promotions are active by local date. */
  today: string;
  /** Back-office lists: every state, with or without stock (the storefront never sets it). */
  includeHidden?: boolean;
  /** `articles.promo_pourcentage` holds the promotions running on `today` (promotions-du-jour.ts). */
  promoFacts?: boolean;
}

function wordQuery(word: string, asPrefix: boolean): SQL {
  return sql`souk_word_tsquery(${word}, ${asPrefix})`;
}

/** The search's words as one text[] value (a JS array in sql`` would be a list of parameters). */
const wordArray = (words: string[]): SQL =>
  sql`array[${sql.join(
    words.map((w) => sql`${w}`),
    sql`, `,
  )}]::text[]`;

/** Every word's tsqueries OR-ed: what ts_rank scores (an article matching more words ranks higher). */
function anyWordQuery({ words }: SearchTerms): SQL {
  return sql.join(
    words.map((w, i) => wordQuery(w, i === words.length - 1)),
    sql` || `,
  );
}

/**
 * A storefront search shows at most this many matches: the first in walk order (decisions 0021, 0023).
 * Its count stops there too (`total_capped` beyond), as COUNT_CAP does for the other lists.
 */
export const SEARCH_CANDIDATES = 1_000;

/**
 * How many matches a search keeps: the storefront SEARCH_CANDIDATES (searchWalk's order); a back-office
 * list (every state: a manager looking for one of their articles) keeps as many as it counts.
 */
export function searchCap(query: ArticleQuery): number {
  return query.includeHidden ? COUNT_CAP : SEARCH_CANDIDATES;
}

/** The relevance of an article to a search: ts_rank (weights A–D), then trigram similarity. */
function relevanceOf(terms: SearchTerms): [score: SQL, similarity: SQL] {
  return [
    sql`ts_rank(articles.search_vector, (select ${anyWordQuery(terms)}))`,
    sql`word_similarity((select lower(souk_unaccent(${terms.text}))), articles.search_text)`,
  ];
}

/**
 * The first `candidates` articles, in walk order, matching every word of a search and the list's
 * other conditions, as a derived table (id, created_at, and the walk order's keys `exact` and `walk`;
 * with `ranked`, also score and similarity). Migration 0011: `souk_search_plan` reads each word's
 * lexemes (stemmed; the last word also as a prefix; a misspelt word of 4+ letters as its look-alikes,
 * migration 0012) and picks the word with the fewest postings; its postings are walked and each
 * article read once and kept when it matches every word and the list's conditions, until `candidates`
 * are found. Walk order (migration 0014, decision 0023): the lexeme's relevance in the article (`walk`:
 * ts_rank of that lexeme, kept in the posting), then a lexeme the shopper typed (its stem) before the
 * prefix's longer words and the look-alikes (`exact`), then newest. Stop words constrain nothing; a
 * query made only of stop words, or with a word that matches nothing, finds nothing. The plan is a
 * materialized CTE and the tsqueries uncorrelated sub-selects, computed once per execution (the
 * statements are prepared: search-once.test.ts).
 *
 * The match is written `ts_match_vq(…)`, the function behind `@@`: the operator's estimate (0.5 % of
 * the rows for a tsquery known only at run time) made the planner expect to read every posting
 * anyway, so it gathered them all and sorted them (626 ms for a word in 5 % of 10^6 articles) instead
 * of walking the index in order and stopping (22 ms).
 *
 * An article holding two of the driving lexemes (a word and a longer word it prefixes) is found by
 * both walks and kept once, at its better place: each lexeme's walk stops after `candidates`, and
 * every article placed before it in its best walk is placed before it overall, so the first
 * `candidates` overall are among those read.
 */
function searchWalk(query: ArticleQuery, terms: SearchTerms, candidates: number | SQL, ranked = false): SQL {
  const { search: _search, ...others } = query.filters;
  const conditions = and(
    sql`p.lexeme = l.lexeme`,
    sql`ts_match_vq(articles.search_vector, plan.matches)`,
    whereOf({ ...query, filters: others }),
  );
  // Price and promotion filters without the kept promotion look it up, as filtered() does.
  const promoLookup =
    !query.promoFacts && (others.prixMin || others.prixMax || others.promotion)
      ? sql` left join lateral ${facts.promoLateral(query.today)} on true`
      : sql``;
  const [score, similarity] = relevanceOf(terms);
  const limit = typeof candidates === 'number' ? sql.raw(String(candidates)) : candidates;
  return sql`(with plan as materialized (select s.driver, s.matches,
        tsvector_to_array(to_tsvector('french', souk_unaccent(${terms.text}))) as typed
        from souk_search_plan(${wordArray(terms.words)}) s)
    select y.* from (
      select distinct on (x.id) x.*
        from plan cross join unnest(plan.driver) l(lexeme)
        cross join lateral (
          select articles.id, articles.created_at, l.lexeme = any (plan.typed) as exact, p.score as walk${ranked ? sql`, ${score} as score, ${similarity} as similarity` : sql``}
            from search_postings p join articles on articles.id = p.article_id${promoLookup}
           where ${conditions}
           order by p.score desc, p.created_at desc, p.article_id desc
           limit ${limit}) x
       order by x.id, x.walk desc, x.exact desc) y
     order by ${walkOrder('y')}
     limit ${limit})`;
}

/** The walk order of searchWalk's rows, aliased `alias`. */
function walkOrder(alias: string): SQL {
  const a = sql.raw(alias);
  return sql`${a}.walk desc, ${a}.exact desc, ${a}.created_at desc, ${a}.id desc`;
}

/**
 * How a search chooses its page. `walk`: one storefront word, the page read from the postings in walk
 * order and stopping after it (decision 0023). `top`: several storefront words and no other condition
 * (the search page), the page read from souk_search_top, which finds the most relevant matches without
 * ranking every candidate (decision 0024). `ranked`: otherwise (several words in a category, a shop or
 * with filters; every back-office search), the first candidates in walk order ranked. A `walk` page
 * does not count its matches: countArticles does, beside it; a `ranked` page counts its candidates,
 * and a `top` page counts the matches when it read them all (a word with fewer than 1 000 postings).
 */
export type SearchPaging = 'walk' | 'top' | 'ranked';

export function searchPaging(query: ArticleQuery): SearchPaging {
  const { search, ...others } = query.filters;
  if (query.includeHidden || !search) return 'ranked';
  if (search.words.length === 1) return 'walk';
  const { scope } = query;
  const scoped = scope.categorieId || scope.sousCategorieId || scope.marchandId || scope.seller;
  const filtered = others.prixMin || others.prixMax || others.promotion || others.etoil;
  return scoped || filtered ? 'ranked' : 'top';
}

function whereOf(query: ArticleQuery): SQL {
  const { scope, filters: f, includeHidden } = query;
  return and(
    includeHidden ? undefined : visibleArticle,
    scope.seller === 'platform' ? isNull(articles.marchandId) : undefined,
    scope.seller === 'stores' ? isNotNull(articles.marchandId) : undefined,
    scope.sousCategorieId ? eq(articles.sousCategorieId, scope.sousCategorieId) : undefined,
    // The sub-category's category, kept on the article (migration 0010) and indexed newest first.
    scope.categorieId ? sql`articles.categorie_id = ${scope.categorieId}` : undefined,
    scope.marchandId ? eq(articles.marchandId, scope.marchandId) : undefined,
    f.search === null
      ? sql`false`
      : f.search
        ? sql`articles.id in (select c.id from ${searchWalk(query, f.search, searchCap(query))} c)`
        : undefined,
    // Compared with what the shopper pays: the lowest variant price after the active promotion.
    f.prixMin ? sql`${promotedMinPrice(query)} >= ${f.prixMin}` : undefined,
    f.prixMax ? sql`${promotedMinPrice(query)} <= ${f.prixMax}` : undefined,
    f.promotion ? sql`${promoPercent(query)} >= ${f.promotion}` : undefined,
    // The shown average (one decimal), so "4 stars or more" agrees with the stars on the card.
    f.etoil ? sql`articles.note_moyenne >= ${f.etoil}` : undefined,
  ) as SQL;
}

/**
 * `select fields from articles` with the promotions the filters need, filtered. `forPage`: the query
 * stops after a page (LIMIT), so per-article lookups beat whole-catalogue derived tables.
 */
function filtered<T extends SelectedFields>(
  db: DbOrTx,
  fields: T,
  query: ArticleQuery,
  forPage = false,
  also?: SQL,
) {
  const f = query.filters;
  let q = db.select(fields).from(articles).$dynamic();
  if (!query.promoFacts && (f.prixMin || f.prixMax || f.promotion)) {
    // With a promotion filter the matches are among the promoted articles, often few in a scope: the
    // derived table (driven from the running promotions) then beats probing every article of it.
    // (The lookup adds no selected field, so the row type stays that of `fields`.)
    q =
      forPage && !f.promotion
        ? (q.leftJoinLateral(facts.promoLateral(query.today), sql`true`) as unknown as typeof q)
        : (q.leftJoin(facts.promo(query.today), promoOn) as typeof q);
  }
  return q.where(also ? and(whereOf(query), also) : whereOf(query));
}

/**
 * newest: created_at desc. relevance: ts_rank (weights A–D), then trigram similarity to the whole
 * query, then newest. partial: a search that no article matches entirely, its best partial matches
 * (partialPage). daily-mix: a shuffle that changes every day but stays put within the day, so
 * that "load more" never repeats nor skips an article (dailyMixPage).
 */
export type ArticleSort = 'newest' | 'relevance' | 'daily-mix' | 'partial';

function orderOf(sort: ArticleSort, { filters }: ArticleQuery): SQL[] {
  const newest = [desc(articles.createdAt), desc(articles.id)];
  if (sort === 'relevance' && filters.search) {
    const [score, similarity] = relevanceOf(filters.search);
    return [sql`${score} desc`, sql`${similarity} desc`, ...newest];
  }
  return newest;
}

/**
 * A query's values replaced by placeholders (`template`), their values by name (`values`), and its
 * `shape`: which values are set, and the choices made in code (seller tab, empty search, hidden
 * articles). Two queries of the same shape have the same SQL text, so a statement built from the
 * template once (cachedStatement) serves every query of that shape.
 */
export function parameterized(query: ArticleQuery): {
  template: ArticleQuery;
  values: Record<string, unknown>;
  shape: string;
} {
  const values: Record<string, unknown> = {};
  // At run time drizzle binds a Placeholder wherever a value goes (eq, sql``, limit).
  const bind = <T>(name: string, value: T): T => {
    values[name] = value;
    return sql.placeholder(name) as unknown as T;
  };
  const { scope: s, filters: f } = query;
  const template: ArticleQuery = {
    today: bind('today', query.today),
    includeHidden: query.includeHidden,
    promoFacts: query.promoFacts,
    scope: {
      seller: s.seller,
      categorieId: s.categorieId ? bind('categorieId', s.categorieId) : undefined,
      sousCategorieId: s.sousCategorieId ? bind('sousCategorieId', s.sousCategorieId) : undefined,
      marchandId: s.marchandId ? bind('marchandId', s.marchandId) : undefined,
    },
    filters: {
      search: f.search
        ? { words: f.search.words.map((w, i) => bind(`w${i}`, w)), text: bind('text', f.search.text) }
        : f.search,
      prixMin: f.prixMin ? bind('prixMin', f.prixMin) : undefined,
      prixMax: f.prixMax ? bind('prixMax', f.prixMax) : undefined,
      promotion: f.promotion ? bind('promotion', f.promotion) : undefined,
      etoil: f.etoil ? bind('etoil', f.etoil) : undefined,
    },
  };
  const shape = JSON.stringify([
    Object.keys(values),
    s.seller ?? null,
    f.search === null,
    query.includeHidden === true,
    query.promoFacts === true,
  ]);
  return { template, values, shape };
}

/**
 * Matching articles, counted up to `cap` + 1 only (`select count(*) from (select 1 … limit cap + 1)`):
 * the pagination shows COUNT_CAP as a capped total beyond, and a page never scans every row to count.
 * Built once per query shape, executed as a named prepared statement.
 */
export async function countArticles(db: DbOrTx, query: ArticleQuery, cap = COUNT_CAP): Promise<number> {
  const { template, values, shape } = parameterized(query);
  if (query.filters.search && searchPaging(query) === 'top') {
    // Several common words (souk_search_top's page did not count them): the articles holding every
    // word come from the postings alone, and only those are read (decision 0024). Null when the
    // postings cannot tell: the walk below counts.
    const limit = Math.min(cap, searchCap(query)) + 1;
    const [row] = await db
      .select({
        n: sql<number | null>`souk_search_count(${wordArray(query.filters.search.words)}, ${limit}::int)`,
      })
      .from(sql`(select 1) one`);
    if (row && row.n !== null) return Number(row.n);
  }
  const statement = cachedStatement(db, `count:${shape}`, (on) => {
    const terms = template.filters.search;
    if (terms) {
      // A search counts its candidates, one more than it keeps to tell that there are more.
      const walk = searchWalk(template, terms, Math.min(cap, searchCap(query)) + 1);
      return prepareNamed(on.select({ n: count() }).from(sql`${walk} c`));
    }
    const matching = filtered(on, { one: sql<number>`1`.as('one') }, template)
      .limit(sql.placeholder('limit'))
      .as('matching');
    return prepareNamed(on.select({ n: count() }).from(matching));
  });
  const [row] = await statement.execute({ ...values, limit: cap + 1 });
  return row?.n ?? 0;
}

/**
 * A page of article ids and their rank. It is a subquery, not a result: the hydration query joins
 * it, so that choosing a page and loading everything it shows is ONE statement. A search's page also
 * carries `total`: how many candidates its walk found (up to its cap + 1, as countArticles counts).
 */
export type ArticlePage = Subquery<'page'> & { id: SQLWrapper; ord: SQLWrapper; total?: SQLWrapper };

/** The rank of each row under `order`, computed before LIMIT: the outer query sorts on it. */
const rank = (order: SQL[]) =>
  sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('ord');

export function articlePage(
  db: DbOrTx,
  query: ArticleQuery,
  sort: ArticleSort,
  limit: number | Placeholder,
  offset: number | Placeholder = 0,
): ArticlePage {
  const terms = query.filters.search;
  const paging = terms && sort === 'relevance' ? searchPaging(query) : undefined;
  if (terms && paging === 'walk') {
    // One word: the page is the walk's rows up to its end, no further than the cap; no ranking of
    // candidates, and no count (countArticles, kept a minute when large: lib/count-cache.ts).
    const cap = sql.raw(String(searchCap(query)));
    const order = [walkOrder('w')];
    return db
      .select({ id: sql<number>`w.id`.as('page_id'), ord: rank(order) })
      .from(sql`${searchWalk(query, terms, sql`least(${offset}::int + ${limit}::int, ${cap})`)} w`)
      .orderBy(...order)
      .limit(limit)
      .offset(offset)
      .as('page');
  }
  if (terms && paging === 'top') {
    // Several words: the most relevant `offset + limit` (no further than the cap), exact (decision
    // 0024): relevance is the sum of the words' scores, as ts_rank over the words weighs them.
    const cap = sql.raw(String(searchCap(query)));
    const order = [sql`t.relevance desc`, sql`t.created_at desc`, sql`t.article_id desc`];
    return db
      .select({
        id: sql<number>`t.article_id`.as('page_id'),
        ord: rank(order),
        // Known when the search read every match (a word with fewer than 1 000 postings), else null.
        total: sql<number | null>`t.total`.as('page_total'),
      })
      .from(sql`souk_search_top(${wordArray(terms.words)}, least(${offset}::int + ${limit}::int, ${cap})) t`)
      .orderBy(...order)
      .limit(limit)
      .offset(offset)
      .as('page');
  }
  if (terms && sort === 'relevance') {
    // Ranked in the walk, on the rows it reads: the candidates are not read a second time. The walk
    // goes one candidate past the cap, and `found` counts them, so that the page also answers the
    // count (countArticles, a second walk, only runs for a page with no row); the extra one, last in
    // walk order, is not ranked (`walked`).
    const cap = searchCap(query);
    const candidates = sql`(select w.*, (count(*) over ())::int as found,
        row_number() over (order by ${walkOrder('w')}) as walked
      from ${searchWalk(query, terms, cap + 1, true)} w)`;
    const order = [sql`c.score desc`, sql`c.similarity desc`, sql`c.created_at desc`, sql`c.id desc`];
    return (
      db
        // Named apart: the hydration joins on `${page.id}`, which an aliased expression writes unqualified.
        .select({
          id: sql<number>`c.id`.as('page_id'),
          ord: rank(order),
          total: sql<number>`c.found`.as('page_total'),
        })
        .from(sql`${candidates} c`)
        .where(sql`c.walked <= ${sql.raw(String(cap))}`)
        .orderBy(...order)
        .limit(limit)
        .offset(offset)
        .as('page')
    );
  }
  if (terms && sort === 'partial') return partialPage(db, terms, limit, offset);
  if (sort === 'daily-mix') return dailyMixPage(db, query, limit, offset);
  const order = orderOf(sort, query);
  return filtered(db, { id: articles.id, ord: rank(order) }, query, true)
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
    .as('page');
}

/**
 * How many of each word's best placed articles are the candidates of a search's partial matches
 * (decision 0035): a page reads and checks up to this many a word.
 */
export const PARTIAL_CANDIDATES_PER_WORD = 250;

/**
 * The best partial matches of a storefront search that found nothing (decision 0035): the articles
 * holding the most of its words, then the rarer words' best placed, newest (souk_search_partial,
 * migration 0022). Each word's best placed PARTIAL_CANDIDATES_PER_WORD articles are the candidates;
 * the page counts its matches.
 */
function partialPage(
  db: DbOrTx,
  terms: SearchTerms,
  limit: number | Placeholder,
  offset: number | Placeholder,
): ArticlePage {
  const cap = sql.raw(String(SEARCH_CANDIDATES));
  const order = [sql`t.matched desc`, sql`t.relevance desc`, sql`t.created_at desc`, sql`t.article_id desc`];
  return db
    .select({
      id: sql<number>`t.article_id`.as('page_id'),
      ord: rank(order),
      total: sql<number | null>`t.total`.as('page_total'),
    })
    .from(
      sql`souk_search_partial(${wordArray(terms.words)}, least(${offset}::int + ${limit}::int, ${cap}), ${sql.raw(String(PARTIAL_CANDIDATES_PER_WORD))}) t`,
    )
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
    .as('page');
}

/**
 * daily-mix: a fixed shuffle of the catalogue (`hashint4(id)`, then id) read from the day's starting
 * point (`hashtext(today)`) to its end, then from its beginning up to that point — the same order all
 * day, another one every day. Each part is a walk of articles_daily_mix_idx (migration 0016) that
 * stops after `offset + limit` rows; hashing and sorting every visible article (`md5(id || today)`)
 * took 5–6 s a page at 10^6 articles.
 */
function dailyMixPage(
  db: DbOrTx,
  query: ArticleQuery,
  limit: number | Placeholder,
  offset: number | Placeholder,
): ArticlePage {
  const key = sql<number>`hashint4(articles.id)`;
  const start = sql`hashtext(${query.today}::text)`;
  const part = (n: number, where: SQL) => {
    const rows = filtered(
      db,
      { id: articles.id, part: sql<number>`${sql.raw(String(n))}`.as('part'), k: key.as('k') },
      query,
      true,
      where,
    ).orderBy(key, articles.id);
    return sql`(${rows} limit ${offset}::int + ${limit}::int)`;
  };
  const order = [sql`mix.part`, sql`mix.k`, sql`mix.id`];
  return db
    .select({ id: sql<number>`mix.id`.as('page_id'), ord: rank(order) })
    .from(sql`(${part(0, sql`${key} >= ${start}`)} union all ${part(1, sql`${key} < ${start}`)}) mix`)
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
    .as('page');
}

/**
 * "Offres de jours": articles with an active promotion, deepest discount first. With the day's
 * promotions kept on the article (`promoFacts`) it walks `articles_promo_deepest_idx` and stops after
 * `limit`; otherwise it ranks every running promotion of the catalogue (100 076 at 10^6 articles).
 */
export function promotedPage(db: DbOrTx, today: string, limit: number, promoFacts = false): ArticlePage {
  if (promoFacts) {
    const order = [sql`articles.promo_pourcentage desc`, desc(articles.createdAt), desc(articles.id)];
    return db
      .select({ id: articles.id, ord: rank(order) })
      .from(articles)
      .where(and(visibleArticle, isNotNull(articles.promoPourcentage)))
      .orderBy(...order)
      .limit(limit)
      .as('page');
  }
  const order = [sql`promo.pourcentage desc`, desc(articles.createdAt), desc(articles.id)];
  return db
    .select({ id: articles.id, ord: rank(order) })
    .from(articles)
    .innerJoin(facts.promo(today), promoOn)
    .where(visibleArticle)
    .orderBy(...order)
    .limit(limit)
    .as('page');
}

/**
 * Most ordered: Σ quantite over the lines of orders that were not cancelled, kept per article in
 * article_commandes by the order triggers (migration 0018), so the list walks its index and stops
 * after `limit` visible articles; summing every order line of the shop per request took 1.7–1.8 s at
 * 10^6 articles.
 */
export function mostOrderedPage(db: DbOrTx, limit: number): ArticlePage {
  const order = [sql`ac.quantite desc`, sql`ac.article_id desc`];
  return db
    .select({ id: articles.id, ord: rank(order) })
    .from(sql`article_commandes ac`)
    .innerJoin(articles, sql`${articles.id} = ac.article_id`)
    .where(and(visibleArticle, sql`ac.quantite > 0`))
    .orderBy(...order)
    .limit(limit)
    .as('page');
}

/**
 * Best rated: average note (as shown), then number of reviews; unreviewed articles are left out. Both
 * are kept on the article by the reviews' triggers (migrations 0010 and 0017), so the list is a walk
 * of articles_mieux_notes_idx that stops after `limit`; aggregating every review of the catalogue per
 * request took 6.3–6.8 s at 10^6 articles.
 */
export function bestRatedPage(db: DbOrTx, limit: number): ArticlePage {
  const order = [desc(articles.noteMoyenne), desc(articles.nombreNotes), desc(articles.id)];
  return db
    .select({ id: articles.id, ord: rank(order) })
    .from(articles)
    .where(and(visibleArticle, sql`articles.nombre_notes > 0`))
    .orderBy(...order)
    .limit(limit)
    .as('page');
}

/**
 * The `perCategory` newest visible articles of every category, grouped by category: for each category
 * a walk of articles_categorie_idx (the category kept on the article, decision 0020) that stops after
 * `perCategory`. Numbering every visible article by category (`row_number() over (partition by …)`)
 * read the whole catalogue on every request: 2.1–2.7 s for the home's blocks at 10^6 articles.
 */
export function newestPerCategoryPage(db: DbOrTx, perCategory: number): ArticlePage {
  const newest = db
    .select({ id: articles.id, createdAt: articles.createdAt })
    .from(articles)
    .where(and(visibleArticle, eq(articles.categorieId, categories.id)))
    .orderBy(desc(articles.createdAt), desc(articles.id))
    .limit(perCategory)
    .as('newest');
  return db
    .select({
      id: newest.id,
      ord: rank([sql`${categories.id}`, sql`${newest.createdAt} desc`, sql`${newest.id} desc`]),
    })
    .from(categories)
    .innerJoinLateral(newest, sql`true`)
    .as('page');
}
