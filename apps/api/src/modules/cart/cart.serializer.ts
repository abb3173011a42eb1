import { toDzd } from '@souk/domain/money';
import { orderSummaryCentimes, promotionPriceCentimes } from '@souk/domain/pricing';
import type { CartLineReply, CartReply } from '@souk/domain/replies/cart';
import { toShopReply } from '../shops/shops.schemas';
import type { CartLineRow, StockLine } from './stock-lines.repository';

/** Whether a variant can be ordered now: a sellable article with stock left. */
export const isAvailable = (s: StockLine) => s.sellable && s.quantite > 0;

function toCartLine(line: CartLineRow, s: StockLine): CartLineReply {
  // An article that may no longer be sold has no promotion worth showing.
  const promotion = s.sellable ? s.promotion : null;
  return {
    id: line.id,
    stock_article_id: s.id,
    quantite_panier: line.quantite,
    prix_promotion: toDzd(promotionPriceCentimes(s.prix, promotion?.pourcentage)),
    article: {
      id: s.article.id,
      slug: s.article.slug,
      designation: s.article.designation,
      url_image: s.article.urlImage,
      marque: s.article.marque,
      latestpromotions: promotion,
      marchand: s.marchand ? toShopReply(s.marchand) : null,
    },
    stock_article: {
      id: s.id,
      prix: toDzd(s.prix),
      quantite: s.quantite,
      sous_options: s.sousOptions.map((so) => ({
        id: so.id,
        designation: so.designation,
        option_id: so.option_id,
        option: so.option,
      })),
    },
    disponible: isAvailable(s),
  };
}

/** The cart in the order of `lines` (newest first); lines whose variant vanished are left out. */
export function toCartReply(lines: CartLineRow[], stock: Map<number, StockLine>): CartReply {
  const out: CartLineReply[] = [];
  const priced: { prix: number; quantite: number; pourcentage: number | null }[] = [];
  for (const line of lines) {
    const s = stock.get(line.stockArticleId);
    if (!s) continue;
    out.push(toCartLine(line, s));
    if (isAvailable(s)) {
      priced.push({
        prix: s.prix,
        quantite: Math.min(line.quantite, s.quantite),
        pourcentage: s.promotion?.pourcentage ?? null,
      });
    }
  }
  const summary = orderSummaryCentimes(priced);
  return {
    stock_articles: out,
    summary: {
      nombre_articles: out.length,
      total: toDzd(summary.total),
      totalPromotion: toDzd(summary.totalPromotion),
      remisePromotion: toDzd(summary.remisePromotion),
    },
  };
}
