export interface SousCategorie {
  id: number;
  slug: string;
  designation: string;
  url_image: string | null;
}

export interface CategoriePub {
  id: number;
  url_image: string;
}

export interface Categorie {
  id: number;
  slug: string;
  designation: string;
  url_image: string | null;
  sous_categories: SousCategorie[];
  pub: CategoriePub | null;
  image_publicitaire: string | null;
}
