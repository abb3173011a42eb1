import { formatDzd } from '@souk/domain/money';
import { promotionPrice } from '@souk/domain/pricing';
import type { Cart, CartLine } from '@/features/cart/cart-types';
import type { Order } from '@/features/orders/order-types';
import { SHOP } from '@/test/catalog-fixtures';

/** Builders for the client area's replies (cart, orders, coupons, profile), shaped like the API's. */

export function makeCartLine(
  id: number,
  overrides: Partial<CartLine> & { prix?: number; stock?: number; pourcentage?: number | null } = {},
): CartLine {
  const { prix = 1000, stock = 10, pourcentage = null, ...rest } = overrides;
  return {
    id,
    stock_article_id: 100 + id,
    quantite_panier: 1,
    prix_promotion: promotionPrice(prix, pourcentage),
    article: {
      id: 200 + id,
      slug: `article-${id}`,
      designation: `Article ${id}`,
      url_image: `/media/articles/${id}.webp`,
      marque: 'Condor',
      latestpromotions: pourcentage
        ? {
            id: 900 + id,
            designation: `Promo ${pourcentage} %`,
            pourcentage,
            date_debut: '2026-11-01',
            date_fin: '2026-12-31',
          }
        : null,
      marchand: SHOP,
    },
    stock_article: {
      id: 100 + id,
      prix,
      quantite: stock,
      sous_options: [{ id: 1, designation: 'Noir', option_id: 1, option: 'Couleur' }],
    },
    disponible: stock > 0,
    ...rest,
  };
}

/** `panierShow`: the lines and, over the available ones (quantity capped by the stock), the summary. */
export function cartReply(lines: CartLine[]): { data: Cart } {
  const counted = lines
    .filter((l) => l.disponible)
    .map((l) => ({ line: l, quantite: Math.min(l.quantite_panier, l.stock_article.quantite) }));
  const total = counted.reduce((sum, c) => sum + c.line.stock_article.prix * c.quantite, 0);
  const totalPromotion = counted.reduce((sum, c) => sum + c.line.prix_promotion * c.quantite, 0);
  return {
    data: {
      stock_articles: lines,
      summary: {
        nombre_articles: counted.reduce((sum, c) => sum + c.quantite, 0),
        total,
        totalPromotion,
        remisePromotion: total - totalPromotion,
      },
    },
  };
}

export const COUPON = {
  id: 37,
  code: 'VJ84X-88V2N',
  etat: 'non_utilise' as const,
  expires_at: '2026-12-22T15:12:38.629Z',
  modelCoupon: { designation: 'Fidélité 1000', remise: 1000 },
};

export function makeOrder(id: number, overrides: Partial<Order> = {}): Order {
  return {
    id,
    ref: `REF${id}-ABCD`,
    created_at: '2026-11-20T10:00:00.000Z',
    total: 5000,
    remise_promotion: 500,
    remise_coupon: 0,
    frais_livraison: 0,
    mode_livraison: 'domicile',
    wilaya_livraison: '16 - Alger',
    montant_a_payer: 4500,
    etat: 'en_attente_de_validation',
    type_paiement: 'livraison',
    paye: false,
    paid_at: null,
    adresse: '12 rue Didouche Mourad, Alger',
    latitude: 36.75,
    longitude: 3.05,
    marchand: SHOP,
    coupon: null,
    stock_articles: [
      {
        id: 1,
        commande_ligne_id: 1,
        stock_article_id: 101,
        quantite: 2,
        prix: 2500,
        pourcentage: 10,
        prix_promotion: 2250,
        promotion: { id: 5, pourcentage: 10 },
        article: {
          id: 201,
          slug: 'article-1',
          designation: 'Robe d’été en lin',
          url_image: null,
          latestpromotions: { id: 5, pourcentage: 10 },
          marchand: SHOP,
        },
        stock_article: {
          id: 101,
          prix: 2500,
          quantite: 2,
          sous_options: [{ id: 1, designation: 'Rouge', option_id: 1, option: 'Couleur' }],
        },
      },
    ],
    etats: [{ etat: 'en_attente_de_validation', created_at: '2026-11-20T10:00:00.000Z' }],
    remboursement: null,
    ...overrides,
  };
}

export function orderPage(orders: Order[], lastPage = 1, path = '/api/v1/client/commandes') {
  return {
    data: orders,
    links: {
      first: `${path}?page=1`,
      last: `${path}?page=${lastPage}`,
      prev: null,
      next: lastPage > 1 ? `${path}?page=2` : null,
    },
    meta: {
      current_page: 1,
      from: orders.length ? 1 : null,
      last_page: lastPage,
      links: [],
      path,
      per_page: 10,
      to: orders.length || null,
      total: orders.length,
    },
  };
}

export const PROFILE = {
  id: 1,
  slug: 'amina-benali',
  nom: 'Benali',
  prenom: 'Amina',
  email: 'client@souk.dz',
  telephone: '0661 23 45 67',
  genre: 'femme' as const,
  adresse: '12 rue Didouche Mourad',
  wilaya: '16 - Alger',
  url_photo: '/media/clients/amina.webp',
  facebook: 'https://facebook.com/amina',
  instagram: null,
  linkedin: null,
  twitter: null,
  description: null,
  created_at: '2025-11-22T15:17:38.629Z',
};

/** formatDzd as Testing Library's text matchers see it (no-break spaces collapsed to spaces). */
export function dzdText(amount: number): string {
  return formatDzd(amount).replace(/\u00a0/g, ' ');
}
