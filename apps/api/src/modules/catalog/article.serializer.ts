import { toDzd } from '@souk/domain/money';
import type { ArticleReply } from '@souk/domain/replies/catalog';
import { toShopReply } from '../shops/shops.schemas';
import type { HydratedArticle } from './article-hydration.repository';

/** PostgreSQL's JSON timestamps ('2026-05-01T10:00:00.123456+00:00') as ISO 8601 in UTC. */
const iso = (timestamp: string) => new Date(timestamp).toISOString();

/** The one article serializer of the storefront: DZD prices, ISO dates, never a row as it is. */
export function toArticleReply(a: HydratedArticle): ArticleReply {
  return {
    id: a.id,
    slug: a.slug,
    designation: a.designation,
    description: a.description,
    url_image: a.urlImage,
    marque: a.marque,
    url_image_marque: a.urlImageMarque,
    created_at: a.createdAt.toISOString(),
    valide: a.valide,
    nbr_like: a.nbrLike,
    nbr_avis: Number(a.rating.nbr_avis),
    moyenne: Number(a.rating.moyenne),
    latestpromotions: a.promotion
      ? {
          id: a.promotion.id,
          designation: a.promotion.designation,
          pourcentage: a.promotion.pourcentage,
          date_debut: a.promotion.date_debut,
          date_fin: a.promotion.date_fin,
        }
      : null,
    stock_articles: a.stock.map((s) => ({
      id: s.id,
      prix: toDzd(Number(s.prix)),
      quantite: s.quantite,
      sous_options: s.sous_options,
    })),
    galeries: a.galeries,
    options: a.options,
    sous_categorie: {
      id: a.sousCategorie.id,
      slug: a.sousCategorie.slug,
      designation: a.sousCategorie.designation,
      url_image: a.sousCategorie.urlImage,
      categorie_id: a.sousCategorie.categorieId,
    },
    marchand: a.marchand ? toShopReply(a.marchand) : null,
    notes: a.notes.map((n) => ({ ...n, created_at: iso(n.created_at) })),
  };
}
