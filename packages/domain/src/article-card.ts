/** What a product card shows of an article, without zod (decision 0064): `articleCardReply`'s fields. */
export const ARTICLE_CARD_FIELDS = {
  id: true,
  designation: true,
  url_image: true,
  marque: true,
  nbr_like: true,
  nbr_avis: true,
  moyenne: true,
} as const;

/** What `sameArticleCard` reads: the card's fields, its promotion's percentage, its variants' prices. */
export type ArticleCardFacts = { [K in keyof typeof ARTICLE_CARD_FIELDS]: unknown } & {
  latestpromotions: { pourcentage: unknown } | null;
  stock_articles: readonly { prix: number }[];
};

const CARD_FIELDS = Object.keys(ARTICLE_CARD_FIELDS) as (keyof typeof ARTICLE_CARD_FIELDS)[];

/** Two articles that draw the same card (a drawn page's card, then its whole reply). */
export function sameArticleCard(a: ArticleCardFacts, b: ArticleCardFacts): boolean {
  if (a === b) return true;
  if (!CARD_FIELDS.every((field) => a[field] === b[field])) return false;
  if ((a.latestpromotions?.pourcentage ?? null) !== (b.latestpromotions?.pourcentage ?? null)) return false;
  return (
    a.stock_articles.length === b.stock_articles.length &&
    a.stock_articles.every((stock, n) => stock.prix === b.stock_articles[n]?.prix)
  );
}
