import type { Paginated } from '@souk/domain/pagination';
import type {
  BackofficeOrder,
  BackofficeOrderClient,
  BackofficeOrderDetail,
} from '@/features/orders/backoffice-order-types';
import { makeOrder } from '@/test/client-area-fixtures';

/** Test data of the back-office order screens (rows, pages, detail), shaped like the API's replies. */

export const BO_CLIENT: BackofficeOrderClient = {
  id: 7,
  slug: 'amina-benali',
  nom: 'Benali',
  prenom: 'Amina',
  telephone: '0550 12 34 56',
  email: 'amina@exemple.dz',
  url_photo: null,
};

export const BO_STORE = { id: 2, designation_magasin: 'Dar Tlemcen', slug: 'dar-tlemcen' };

export function makeBoOrder(id: number, overrides: Partial<BackofficeOrder> = {}): BackofficeOrder {
  return {
    id,
    ref: `BO${id}-ABCD`,
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
    adresse: '12 rue Didouche Mourad, Alger',
    client: BO_CLIENT,
    marchand: null,
    nbr_lignes: 1,
    confirmee_at: null,
    nbr_appels: 0,
    echecs_livraison_client: 0,
    ...overrides,
  };
}

export function boPage(
  orders: BackofficeOrder[],
  path: string,
  lastPage = 1,
  currentPage = 1,
): Paginated<BackofficeOrder> {
  return {
    data: orders,
    links: {
      first: `${path}?page=1`,
      last: `${path}?page=${lastPage}`,
      prev: currentPage > 1 ? `${path}?page=${currentPage - 1}` : null,
      next: currentPage < lastPage ? `${path}?page=${currentPage + 1}` : null,
    },
    meta: {
      current_page: currentPage,
      from: orders.length ? 1 : null,
      last_page: lastPage,
      links: [],
      path,
      per_page: 10,
      to: orders.length || null,
      total: orders.length + (lastPage - 1) * 10,
    },
  };
}

export function makeBoOrderDetail(overrides: Partial<BackofficeOrderDetail> = {}): BackofficeOrderDetail {
  const order = makeOrder(1, { ref: '7KQ2-M9XD', marchand: null });
  return {
    ...order,
    // The platform's own order: no commission, the seller (the platform) keeps the lines and the fee.
    stock_articles: order.stock_articles.map((line) => ({ ...line, taux_commission: 0, commission: 0 })),
    commission: 0,
    net_du: order.total - order.remise_promotion + order.frais_livraison,
    codeQR: 'data:image/png;base64,iVBORw0KGgo=',
    client: BO_CLIENT,
    confirmee_at: null,
    nbr_appels: 0,
    appels: [],
    echec_livraison: null,
    historique_client: { commandes: 1, livrees: 0, refusees: 0, injoignables: 0, derniers_refus: [] },
    etats: order.etats.map((e) => ({ ...e, note: null })),
    ...overrides,
  };
}
