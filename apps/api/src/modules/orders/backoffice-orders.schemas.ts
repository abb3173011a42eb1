import { requiredText, z } from '@souk/domain/validation';

/**
 * Replies and payloads of the back-offices' order calls (the Calls of docs/product/admin.md and
 * partner.md).
 */

export const BACKOFFICE_ORDER_MESSAGES = {
  changed: 'Success',
  storeOrderRefused:
    "Les commandes des magasins sont gérées par leurs marchands : l'administrateur ne peut pas changer leur état.",
  storeNotFound: 'Magasin introuvable.',
  idMismatch: "L'identifiant ne correspond pas à la commande.",
  deliveryCorrected: 'Livraison corrigée : la commande est de nouveau en cours de livraison.',
  notDelivered: 'Seule une commande livrée peut voir sa livraison corrigée.',
  noMove: (from: string) => `Aucun changement d'état n'est possible depuis « ${from} ».`,
  onlyMove: (from: string, next: string) =>
    `Depuis « ${from} », la commande ne peut passer qu'à « ${next} ».`,
} as const;

const searchParam = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z.string().max(100).optional(),
);

export const ordersListQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1).default(1),
  search: searchParam,
});

export const ordersExportQuery = z.object({
  search: searchParam,
  /** Admin only: the platform's own orders ('Mes Commandes') or the stores' ('Commandes Marchant'). */
  scope: z.enum(['own', 'marchands']).default('own'),
});

export const referenceParam = requiredText(64);
