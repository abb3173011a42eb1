import type { Statistiques } from '@/features/dashboard/dashboard-types';
import type { BackofficeOrder } from '@/features/orders/backoffice-order-types';

/** Replies of the dashboard calls (web tests). */

export const STATISTIQUES: Statistiques = {
  revenus_par_jour: [
    { date: '2024-03-02', total: 12_500 },
    { date: '2024-03-05', total: 3_200.5 },
  ],
  commandes_par_etat: [
    { etat: 'en_attente_de_validation', total: 3 },
    { etat: 'en_attente_de_paiement', total: 0 },
    { etat: 'en_attente_de_livraison', total: 2 },
    { etat: 'en_cours_de_livraison', total: 1 },
    { etat: 'livree', total: 7 },
    { etat: 'annulee', total: 1 },
  ],
};

export const TOP_MAGASINS: NonNullable<Statistiques['top_magasins']> = [
  { id: 4, designation_magasin: 'Électro Oran', slug: 'electro-oran', total: 98_000, commandes: 12 },
  { id: 7, designation_magasin: 'Atelier Yasmine', slug: 'atelier-yasmine', total: 15_700.5, commandes: 3 },
];

export function latestOrder(over: Partial<BackofficeOrder> = {}): BackofficeOrder {
  return {
    id: 41,
    ref: '7KQ2-M9XD',
    created_at: '2024-03-05T09:30:00.000Z',
    total: 4_500,
    remise_promotion: 0,
    remise_coupon: 0,
    frais_livraison: 0,
    mode_livraison: 'domicile',
    wilaya_livraison: '16 - Alger',
    montant_a_payer: 4_500,
    etat: 'livree',
    type_paiement: 'livraison',
    paye: true,
    adresse: '12 rue Didouche Mourad, Alger',
    client: {
      id: 9,
      slug: 'amina-benali',
      nom: 'Benali',
      prenom: 'Amina',
      telephone: '0550123456',
      email: 'client@souk.dz',
      url_photo: null,
    },
    marchand: null,
    nbr_lignes: 2,
    confirmee_at: null,
    nbr_appels: 0,
    echecs_livraison_client: 0,
    ...over,
  };
}
