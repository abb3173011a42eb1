/** A sub-category as the administrator's category calls answer it (docs/product/admin.md, Categories). */
export interface AdminSousCategorie {
  id: number;
  slug: string;
  designation: string;
  url_image: string | null;
  categorie_id: number;
  /** Articles filed under it, whatever their state or owner. */
  nbrProduits: number;
}

export interface AdminCategorie {
  id: number;
  slug: string;
  designation: string;
  url_image: string | null;
  nbrProduits: number;
  sous_categories: AdminSousCategorie[];
}

/** `categorieAdd` / `categorieEdit`: the picture only when a new one was chosen. */
export interface CategoriePayload {
  designation: string;
  url_image?: string;
}

export interface SousCategoriePayload extends CategoriePayload {
  categorie_id: number;
}

export interface WriteReply<T> {
  message: string;
  data: T;
}
