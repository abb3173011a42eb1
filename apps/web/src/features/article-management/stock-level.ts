import { LOW_STOCK_THRESHOLD } from '@souk/domain/article-schemas';

/**
 * How much is left to sell, for the low-stock flags of the cards and the stock table:
 * 'none' (no stock entry at all), 'out' (0 left: 'Rupture'), 'low' (≤ LOW_STOCK_THRESHOLD:
 * 'Stock faible') or 'ok'.
 */
export type StockLevel = 'none' | 'out' | 'low' | 'ok';

export function stockLevel(quantity: number, hasEntries = true): StockLevel {
  if (!hasEntries) return 'none';
  if (quantity <= 0) return 'out';
  return quantity <= LOW_STOCK_THRESHOLD ? 'low' : 'ok';
}

/** An article's level from its stock total (the list reply's `stock_total`). */
export function articleStockLevel(article: { stock_total: number; stock_articles: unknown[] }): StockLevel {
  return stockLevel(article.stock_total, article.stock_articles.length > 0);
}
