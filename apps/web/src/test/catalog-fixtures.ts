import type { Article, ArticlePage, StockArticle } from '@/features/catalog/article-types';
import type { Shop } from '@/features/shops/shop-types';

export const SHOP: Shop = {
  id: 3,
  slug: 'oran-mode-et-style',
  designation_magasin: 'Oran Mode & Style',
  url_photo_magasin: '/media/shops/oran.webp',
  email: 'oran.mode@souk.dz',
  telephone: '0661 78 90 12',
  adresse_magasin: '45 boulevard de la Soummam, Oran',
  wilaya_magasin: '31 - Oran',
  description: 'Prêt-à-porter femme et homme.',
  facebook: 'https://facebook.com/oran-mode',
  twitter: null,
  instagram: null,
  linkedin: null,
  registre_commerce: null,
  nif: null,
  created_at: '2026-01-26T06:17:38.629Z',
};

const couleur = { id: 10, designation: 'Couleur' };
const taille = { id: 11, designation: 'Taille' };
export const ROUGE = {
  id: 101,
  designation: 'Rouge',
  url_image: '/media/articles/robe-rouge.webp',
  option_id: 10,
};
export const BLEU = {
  id: 102,
  designation: 'Bleu',
  url_image: '/media/articles/robe-bleue.webp',
  option_id: 10,
};
export const TAILLE_S = { id: 201, designation: 'S', url_image: null, option_id: 11 };
export const TAILLE_M = { id: 202, designation: 'M', url_image: null, option_id: 11 };

function stock(id: number, prix: number, quantite: number, sous: { id: number }[]): StockArticle {
  return {
    id,
    prix,
    quantite,
    sous_options: sous.map((s) => [ROUGE, BLEU, TAILLE_S, TAILLE_M].find((o) => o.id === s.id) ?? ROUGE),
  };
}

/** A dress with two options (colour, size) and four variants; Bleu / M is out of stock. */
export function makeArticle(overrides: Partial<Article> = {}): Article {
  return {
    id: 7,
    slug: 'robe-ete',
    designation: 'Robe d’été en lin',
    description: 'Une robe légère pour l’été.',
    url_image: '/media/articles/robe.webp',
    marque: 'Zara',
    url_image_marque: '/media/marques/zara.webp',
    created_at: '2026-11-01T10:00:00.000Z',
    valide: 1,
    nbr_like: 12,
    nbr_avis: 2,
    moyenne: 4,
    latestpromotions: null,
    stock_articles: [
      stock(1, 2500, 5, [ROUGE, TAILLE_S]),
      stock(2, 2700, 3, [ROUGE, TAILLE_M]),
      stock(3, 3000, 8, [BLEU, TAILLE_S]),
      stock(4, 3200, 0, [BLEU, TAILLE_M]),
    ],
    galeries: [
      { id: 1, url_image: '/media/articles/robe.webp' },
      { id: 2, url_image: '/media/articles/robe-dos.webp' },
      { id: 3, url_image: '/media/articles/robe-detail.webp' },
    ],
    options: [
      { ...couleur, sous_options: [ROUGE, BLEU] },
      { ...taille, sous_options: [TAILLE_S, TAILLE_M] },
    ],
    sous_categorie: {
      id: 100,
      slug: 'sous-1',
      designation: 'Sous-catégorie 1',
      url_image: null,
      categorie_id: 1,
    },
    marchand: SHOP,
    notes: [
      {
        id: 1,
        note: 5,
        commentaire: 'Très belle robe, taille bien.',
        created_at: '2026-11-10T09:00:00.000Z',
        achat_verifie: true,
        client: { nom: 'Benali', prenom: 'Amina', url_photo: null },
      },
      {
        id: 2,
        note: 3,
        commentaire: 'Correcte.',
        created_at: '2026-11-12T09:00:00.000Z',
        achat_verifie: false,
        client: { nom: 'Haddad', prenom: 'Karim', url_photo: null },
      },
    ],
    ...overrides,
  };
}

/** A Laravel list envelope around `data`, with `next` as the next-page link. */
export function envelope<T>(
  data: T[],
  next: string | null = null,
  path = '/api/v1/list',
): {
  data: T[];
  links: ArticlePage['links'];
  meta: ArticlePage['meta'];
} {
  return {
    data,
    links: { first: `${path}?page=1`, last: next ?? `${path}?page=1`, prev: null, next },
    meta: {
      current_page: 1,
      from: data.length ? 1 : null,
      last_page: next ? 2 : 1,
      links: [],
      path,
      per_page: 12,
      to: data.length || null,
      total: data.length + (next ? 12 : 0),
    },
  };
}
