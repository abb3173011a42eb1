/** The demo catalogue as plain data: what a category, an article and its options look like. */

export type StoreKey =
  | 'electro'
  | 'kabyle'
  | 'oran-mode'
  | 'yasmine'
  | 'setif-sport'
  | 'bejaia-saveurs'
  | 'annaba-auto'
  | 'bazar';

/** The first drawings of the image generator (image-shapes.ts); image-kinds.ts lists them all. */
export type Shape =
  | 'phone'
  | 'tablet'
  | 'laptop'
  | 'monitor'
  | 'washer'
  | 'fridge'
  | 'dress'
  | 'handbag'
  | 'shirt'
  | 'sneaker'
  | 'perfume'
  | 'cream'
  | 'pot'
  | 'mug'
  | 'ball'
  | 'dumbbell'
  | 'teddy'
  | 'babyBottle'
  | 'honey'
  | 'oil'
  | 'car'
  | 'tyre'
  | 'vase'
  | 'carpet';

export interface OptionSpec {
  designation: string;
  values: readonly string[];
  /** Percentage added to the base price for each rank (a 256 Go costs more than a 128 Go). */
  step?: number;
}

export interface ArticleSpec {
  designation: string;
  marque?: string;
  /** Sub-category designation, within the article's category. */
  sous: string;
  /** Base price in DZD (the cheapest variant). */
  prix: number;
  description: string;
  options: readonly OptionSpec[];
  /** Forces the seller; otherwise the platform or one of the category's stores is drawn. */
  owner?: StoreKey | 'platform';
}

export interface CategorySpec {
  designation: string;
  /** Colour names (from COLORS) the product photos are drawn in. */
  colors: readonly [string, string, string];
  /** Sub-category designations; each picture is drawn by name (image-kinds.ts). */
  sous: readonly string[];
  /** Stores that sell in this category besides the platform. */
  sellers: readonly StoreKey[];
  articles: readonly ArticleSpec[];
}

/** Colour names used by options and photos, with the hex drawn for them. */
export const COLORS: Record<string, string> = {
  Noir: '#2b2d33',
  Blanc: '#f4f4f2',
  Bleu: '#2f6fd6',
  'Bleu nuit': '#1f2c54',
  Rouge: '#d7423c',
  Vert: '#2f9e62',
  Gris: '#8c929c',
  Argent: '#c3c7cd',
  Or: '#d4a93a',
  Rose: '#ec8fb0',
  Beige: '#e3cfae',
  Marron: '#80512f',
  Bordeaux: '#7e2235',
  Kaki: '#7a774a',
  Jaune: '#f1c232',
  Orange: '#ef8a2d',
  Turquoise: '#1fb3aa',
  Violet: '#7d52c9',
  Terracotta: '#c8643b',
  Ambre: '#d98e1f',
  Olive: '#6f7d2c',
};

export const couleur = (...values: string[]): OptionSpec => ({ designation: 'Couleur', values });
export const taille = (...values: string[]): OptionSpec => ({
  designation: 'Taille',
  values: values.length ? values : ['S', 'M', 'L', 'XL'],
});
export const pointure = (...values: string[]): OptionSpec => ({ designation: 'Pointure', values });
export const option = (designation: string, values: string[], step = 0): OptionSpec => ({
  designation,
  values,
  step,
});
