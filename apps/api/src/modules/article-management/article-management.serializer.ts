import { LOW_STOCK_THRESHOLD } from '@souk/domain/article-schemas';
import type { BloquePar } from '@souk/domain/article-state';
import { toDzd } from '@souk/domain/money';
import type { ManagedArticleReply, StockReply } from '@souk/domain/replies/article-management';
import { toArticleReply } from '../catalog/article.serializer';
import type { HydratedArticle } from '../catalog/article-hydration.repository';
import type { findStockRow } from './stock.repository';

export function toManagedArticleReply(a: HydratedArticle): ManagedArticleReply {
  const stockTotal = a.stock.reduce((sum, s) => sum + s.quantite, 0);
  return {
    ...toArticleReply(a),
    bloque_par: (a.bloquePar as BloquePar | null) ?? null,
    stock_total: stockTotal,
    low_stock: stockTotal <= LOW_STOCK_THRESHOLD,
  };
}

export function toStockReply(s: NonNullable<Awaited<ReturnType<typeof findStockRow>>>): StockReply {
  return {
    id: s.id,
    article_id: s.articleId,
    prix: toDzd(Number(s.prix)),
    quantite: s.quantite,
    sous_options: s.sousOptions,
  };
}
