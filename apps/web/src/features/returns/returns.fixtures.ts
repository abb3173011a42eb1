import type { RetourReply } from '@souk/domain/replies/returns';

/** Replies of the return calls, shaped like the API's (docs/product/orders-and-money.md, Returns and refunds). */

const DAY_MS = 24 * 60 * 60 * 1000;

/** An ISO instant `days` days before now (the windows are counted from now). */
export const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

export function makeRetour(id: number, overrides: Partial<RetourReply> = {}): RetourReply {
  return {
    id,
    etat: 'demande',
    motif: 'defectueux',
    commentaire: 'La fermeture est cassée.',
    photos: [],
    commande: { id: 4, ref: 'DDDD-4444', type_paiement: 'livraison' },
    lignes: [{ commande_ligne_id: 1, designation: 'Robe d’été en lin', quantite: 1, montant: 2250 }],
    montant_rembourse: null,
    frais_rembourses: false,
    reference: null,
    historique: [{ etat: 'demande', created_at: daysAgo(2), motif: null }],
    created_at: daysAgo(2),
    ...overrides,
  };
}

/** A return refused `days` days ago (its dispute window is 7 days). */
export function refusedRetour(id: number, days: number, overrides: Partial<RetourReply> = {}): RetourReply {
  return makeRetour(id, {
    etat: 'refuse',
    historique: [
      { etat: 'demande', created_at: daysAgo(days + 1), motif: null },
      { etat: 'refuse', created_at: daysAgo(days), motif: 'Article porté' },
    ],
    ...overrides,
  });
}

/** A page of returns as `retours` answers. */
export function retourPage(retours: RetourReply[], path = '/api/v1/client/retours', lastPage = 1) {
  return {
    data: retours,
    links: { first: `${path}?page=1`, last: `${path}?page=${lastPage}`, prev: null, next: null },
    meta: {
      current_page: 1,
      from: retours.length ? 1 : null,
      last_page: lastPage,
      links: [],
      path,
      per_page: 10,
      to: retours.length || null,
      total: retours.length,
    },
  };
}
