export type PubType = 'banner1' | 'banner2' | 'pub_accueil' | 'shop' | 'categorie';

/** An ad (publicite): an image; `model_id` is the category of a `categorie` ad. */
export interface Pub {
  id: number;
  type: PubType;
  url_image: string;
  model_id: number | null;
}

/** The home page's ads, already drawn at random by the server in the quantities shown. */
export interface HomePubs {
  banner1: Pub[];
  banner2: Pub[];
  pub_accueil: Pub[];
  shop: Pub[];
}
