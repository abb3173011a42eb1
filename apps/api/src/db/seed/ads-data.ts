import type { Kind } from './image-kinds';

/**
 * The demo's advertising creatives: one entry per picture, in the recommended sizes of
 * docs/product/admin.md (Ads).
 */

export type AdType = 'banner1' | 'banner2' | 'pub_accueil' | 'shop' | 'categorie';

export interface AdSpec {
  type: AdType;
  title: string;
  subtitle: string;
  cta?: string;
  color: string;
  shape: Kind;
  shapeColor: string;
  /** For `categorie` ads: the category's designation. */
  categorie?: string;
  valide?: boolean;
}

export const AD_SIZES: Record<AdType, readonly [number, number]> = {
  banner1: [825, 550],
  banner2: [250, 240],
  pub_accueil: [540, 300],
  shop: [385, 535],
  categorie: [385, 535],
};

export const ADS: readonly AdSpec[] = [
  {
    type: 'banner1',
    title: 'Soldes high-tech',
    subtitle: 'Jusqu’à -30 % sur les smartphones',
    cta: 'Découvrir',
    color: '#2f6fd6',
    shape: 'phone',
    shapeColor: '#2b2d33',
  },
  {
    type: 'banner1',
    title: 'Nouvelle collection',
    subtitle: 'La mode printemps-été est arrivée',
    cta: 'Voir la collection',
    color: '#c2577f',
    shape: 'dress',
    shapeColor: '#ec8fb0',
  },
  {
    type: 'banner1',
    title: 'Saveurs du terroir',
    subtitle: 'Huile d’olive, miels et dattes de nos régions',
    cta: 'J’en profite',
    color: '#6f7d2c',
    shape: 'oil',
    shapeColor: '#6f7d2c',
  },
  {
    type: 'banner1',
    title: 'Équipez votre maison',
    subtitle: 'Électroménager livré et installé chez vous',
    cta: 'Acheter',
    color: '#3d5a80',
    shape: 'washer',
    shapeColor: '#f4f4f2',
  },
  {
    type: 'banner1',
    title: 'Artisanat algérien',
    subtitle: 'Des pièces uniques faites à la main',
    cta: 'Découvrir',
    color: '#a34e2c',
    shape: 'carpet',
    shapeColor: '#c8643b',
  },
  {
    type: 'banner2',
    title: 'Livraison offerte',
    subtitle: 'Dès 10 000 DZD d’articles par vendeur',
    color: '#2f9e62',
    shape: 'car',
    shapeColor: '#f1c232',
  },
  {
    type: 'banner2',
    title: 'Payez en CIB',
    subtitle: 'Carte, CIB ou à la livraison',
    color: '#1f2c54',
    shape: 'shoppingBag',
    shapeColor: '#c3c7cd',
  },
  {
    type: 'banner2',
    title: 'Retours 30 jours',
    subtitle: 'Satisfait ou remboursé',
    color: '#d98e1f',
    shape: 'shoppingBag',
    shapeColor: '#80512f',
  },
  {
    type: 'pub_accueil',
    title: 'Rentrée scolaire',
    subtitle: 'Cartables et fournitures à petits prix',
    color: '#1fb3aa',
    shape: 'backpack',
    shapeColor: '#d98e1f',
  },
  {
    type: 'pub_accueil',
    title: 'Sport & plein air',
    subtitle: 'Ballons, tentes et vélos',
    color: '#2f9e62',
    shape: 'ball',
    shapeColor: '#2f9e62',
  },
  {
    type: 'pub_accueil',
    title: 'Beauté naturelle',
    subtitle: 'Soins à l’argan et au ghassoul',
    color: '#c2577f',
    shape: 'dropper',
    shapeColor: '#ec8fb0',
  },
  {
    type: 'pub_accueil',
    title: 'Pièces auto',
    subtitle: 'Pneus et batteries au meilleur prix',
    color: '#d7423c',
    shape: 'tyre',
    shapeColor: '#c3c7cd',
    valide: false,
  },
  {
    type: 'shop',
    title: 'Nos boutiques',
    subtitle: 'Des commerçants vérifiés',
    color: '#7d52c9',
    shape: 'shoppingBag',
    shapeColor: '#ec8fb0',
  },
  {
    type: 'shop',
    title: 'Vendez sur Souk',
    subtitle: 'Devenez partenaire',
    color: '#1f2c54',
    shape: 'laptop',
    shapeColor: '#c3c7cd',
  },
  {
    type: 'categorie',
    categorie: 'Téléphones & Tablettes',
    title: 'Smartphones',
    subtitle: 'Les nouveautés 2024',
    color: '#2f6fd6',
    shape: 'phone',
    shapeColor: '#2f6fd6',
  },
  {
    type: 'categorie',
    categorie: 'Électroménager',
    title: 'Électroménager',
    subtitle: 'Installation offerte',
    color: '#3d5a80',
    shape: 'fridge',
    shapeColor: '#c3c7cd',
  },
  {
    type: 'categorie',
    categorie: 'Mode Femme',
    title: 'Mode Femme',
    subtitle: 'Robes et abayas',
    color: '#c2577f',
    shape: 'dress',
    shapeColor: '#7e2235',
  },
  {
    type: 'categorie',
    categorie: 'Sport & Loisirs',
    title: 'Sport',
    subtitle: 'Tout pour le match',
    color: '#2f9e62',
    shape: 'ball',
    shapeColor: '#ef8a2d',
  },
  {
    type: 'categorie',
    categorie: 'Épicerie fine',
    title: 'Épicerie fine',
    subtitle: 'Le goût du terroir',
    color: '#b07a1a',
    shape: 'honey',
    shapeColor: '#d98e1f',
  },
  {
    type: 'categorie',
    categorie: 'Artisanat algérien',
    title: 'Artisanat',
    subtitle: 'Fait main en Algérie',
    color: '#a34e2c',
    shape: 'vase',
    shapeColor: '#c8643b',
  },
];
