import { MAX_RATING } from '@souk/domain/articles';
import { displayPrice } from '@souk/domain/pricing';
import { pathFor } from '@/app/route-names';
import type { Article } from '@/features/catalog/article-types';
import { absoluteUrl } from '@/lib/page-meta';

const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

/**
 * A product page's schema.org data (JSON-LD, in the server-drawn page's <head>): the Product, its Offer
 * — the lowest price a visitor pays today, in DZD, among the variants in stock (all of them when none
 * is), in stock when one variant is, sold by its store or the site — and its AggregateRating when it
 * has reviews.
 */
export function productJsonLd(article: Article, origin: string, siteName: string): Record<string, unknown> {
  const url = absoluteUrl(origin, pathFor('produitDetail', { slug: article.slug }));
  const inStock = article.stock_articles.filter((s) => s.quantite > 0);
  const offered = inStock.length > 0 ? inStock : article.stock_articles;
  const promotion = article.latestpromotions;
  const price = displayPrice(
    offered.map((s) => s.prix),
    promotion?.pourcentage,
  );
  const images = [article.url_image, ...article.galeries.map((g) => g.url_image)]
    .filter((image): image is string => Boolean(image))
    .map((image) => absoluteUrl(origin, image));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: article.designation,
    description: article.description,
    sku: String(article.id),
    url,
    ...(images.length > 0 ? { image: [...new Set(images)] } : {}),
    ...(article.marque ? { brand: { '@type': 'Brand', name: article.marque } } : {}),
    category: article.sous_categorie.designation,
    ...(price
      ? {
          offers: {
            '@type': 'Offer',
            url,
            priceCurrency: 'DZD',
            price: price.promoMin ?? price.min,
            // A promotion's price holds until its last day.
            ...(price.promoMin !== null && promotion ? { priceValidUntil: promotion.date_fin } : {}),
            availability: inStock.length > 0 ? IN_STOCK : OUT_OF_STOCK,
            seller: { '@type': 'Organization', name: article.marchand?.designation_magasin ?? siteName },
          },
        }
      : {}),
    ...(article.nbr_avis > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: article.moyenne,
            reviewCount: article.nbr_avis,
            bestRating: MAX_RATING,
            worstRating: 1,
          },
        }
      : {}),
  };
}
