import type { Shop } from '@/features/shops/shop-types';

/** One basket line as `v1/client/panierShow` returns it (prices in DZD). */
export interface CartLine {
  id: number;
  stock_article_id: number;
  quantite_panier: number;
  article: {
    id: number;
    slug: string;
    designation: string;
    url_image: string | null;
    marque: string | null;
    latestpromotions: { id: number; pourcentage: number } | null;
    /** null: sold by Souk itself. */
    marchand: Shop | null;
  };
  stock_article: {
    id: number;
    prix: number;
    /** What is in stock now. */
    quantite: number;
    sous_options: { id: number; designation: string; option_id?: number; option?: string }[];
  };
  /** false when the article is no longer sold or out of stock. */
  disponible: boolean;
}

export interface Cart {
  /** Newest first. */
  stock_articles: CartLine[];
  summary?: Record<string, number>;
}
