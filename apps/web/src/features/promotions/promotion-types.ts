import type { SessionKind } from '@/lib/sessions';

/** Which back-office: the partner's own promotions (v1/marchand) or the platform's (v1/user). */
export type PromotionKind = Extract<SessionKind, 'partner' | 'admin'>;

/** An article of a promotion, as the promotion calls answer it (prices in DZD). */
export interface PromotionArticle {
  id: number;
  slug: string;
  designation: string;
  url_image: string | null;
  marque: string | null;
  /** 1 active, 0 blocked, -1 new. */
  valide: number;
  sous_categorie: { id: number; designation: string };
  stock_articles: { id: number; prix: number }[];
}

export interface Promotion {
  id: number;
  designation: string;
  /** YYYY-MM-DD, both days included. */
  date_debut: string;
  date_fin: string;
  pourcentage: number;
  /** true: active between its dates; false: blocked. */
  valide: boolean;
  /** Active and running today: the storefront applies it now. */
  en_cours: boolean;
  articles: PromotionArticle[];
  created_at: string;
  updated_at: string;
}

/**
 * An article of the picker (GET v1/marchand/articles or v1/user/articles): the fields the picker
 * shows, plus the promotion running on it today.
 */
export interface PickerArticle extends PromotionArticle {
  latestpromotions: { id: number; pourcentage: number } | null;
}

/** The create and edit body (ids on create, objects with article_id on edit). */
export interface PromotionFormValues {
  designation: string;
  date_debut: string;
  date_fin: string;
  pourcentage: number | string;
}
