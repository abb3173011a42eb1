import type { CappedPaginated, Paginated } from '@souk/domain/pagination';
import type { Shop } from '@/features/shops/shop-types';

export type { Paginated };

export interface SousOption {
  id: number;
  designation: string;
  url_image: string | null;
  option_id: number;
}

export interface ArticleOption {
  id: number;
  designation: string;
  sous_options: SousOption[];
}

/** A variant: one combination of sub-options with its own price (DZD) and stock. */
export interface StockArticle {
  id: number;
  prix: number;
  quantite: number;
  sous_options: SousOption[];
}

export interface Promotion {
  id: number;
  designation: string;
  pourcentage: number;
  date_debut: string;
  date_fin: string;
}

export interface Note {
  id: number;
  note: number;
  commentaire: string;
  created_at: string;
  achat_verifie: boolean;
  client: { nom: string; prenom: string; url_photo: string | null };
}

export interface ArticleSousCategorie {
  id: number;
  slug: string;
  designation: string;
  url_image: string | null;
  categorie_id: number;
}

export interface Article {
  id: number;
  slug: string;
  designation: string;
  description: string;
  url_image: string | null;
  marque: string | null;
  url_image_marque: string | null;
  created_at: string;
  valide: number;
  nbr_like: number;
  nbr_avis: number;
  /** Average rating out of 5. */
  moyenne: number;
  latestpromotions: Promotion | null;
  stock_articles: StockArticle[];
  galeries: { id: number; url_image: string }[];
  options: ArticleOption[];
  sous_categorie: ArticleSousCategorie;
  /** null: sold by Souk itself. */
  marchand: Shop | null;
  notes: Note[];
}

export interface CategoryHeader {
  id: number;
  slug: string;
  designation: string;
  url_image: string | null;
}

/** One home-page category block: promo image and the category's first 4 products. */
export interface CategoryBlock {
  categorie: CategoryHeader;
  pub: { id: number; url_image: string } | null;
  articles: Article[];
}

/** The storefront's article lists: their count may stop (`meta.total_capped`). */
export type ArticlePage = CappedPaginated<Article>;

export type CategoryArticlesPage = ArticlePage & {
  categorie: CategoryHeader & { sous_categories: ArticleSousCategorie[] };
};

export type SubCategoryArticlesPage = ArticlePage & { sous_categorie: ArticleSousCategorie };
