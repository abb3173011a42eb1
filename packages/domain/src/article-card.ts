/**
 * What a product card shows of an article (apps/web ProductCard: picture, brand, name, rating, likes,
 * price from its variants' prices, promotion ribbon), without zod: the storefront's first view uses it.
 * `articleCardReply` (replies/catalog.ts) is the reply's shape made of these fields.
 */

/** The article's own fields a card shows, as zod's `pick` takes them. */
export const ARTICLE_CARD_FIELDS = {
  id: true,
  designation: true,
  url_image: true,
  marque: true,
  nbr_like: true,
  nbr_avis: true,
  moyenne: true,
} as const;

/** What `sameArticleCard` reads: the card's fields, its promotion's percentage and its variants' prices. */
export type ArticleCardFacts = { [K in keyof typeof ARTICLE_CARD_FIELDS]: unknown } & {
  latestpromotions: { pourcentage: unknown } | null;
  stock_articles: readonly { prix: number }[];
};

const CARD_FIELDS = Object.keys(ARTICLE_CARD_FIELDS) as (keyof typeof ARTICLE_CARD_FIELDS)[];

/**
 * Two articles a card draws the same: the whole reply asked for once a drawn page has hydrated, beside
 * the card-sized one the page carried, draws nothing new (docs/decisions/0064-what-the-app-draws-again-after-a-drawn-page.md).
 */
export function sameArticleCard(a: ArticleCardFacts, b: ArticleCardFacts): boolean {
  if (a === b) return true;
  if (!CARD_FIELDS.every((field) => a[field] === b[field])) return false;
  if ((a.latestpromotions?.pourcentage ?? null) !== (b.latestpromotions?.pourcentage ?? null)) return false;
  return (
    a.stock_articles.length === b.stock_articles.length &&
    a.stock_articles.every((stock, n) => stock.prix === b.stock_articles[n]?.prix)
  );
}
