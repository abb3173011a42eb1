import type { Etat } from '@souk/domain/order-states';
import type { TypePaiement } from '@souk/domain/payments';
import { makeCommande } from '../../../test/factories';
import type { Db } from '../../db/client';

/** Test data of the dashboard figures: orders with a chosen state, payment, amount and instant. */

export interface OrderSpec {
  clientId: number;
  /** null: a platform order. */
  marchandId: number | null;
  etat?: Etat;
  typePaiement?: TypePaiement;
  /** What the client pays, in DZD. */
  montant?: number;
  /** ISO instant; default now. */
  at?: string;
}

/** An order without lines: the figures read only the order row. */
export function makeOrder(db: Db, spec: OrderSpec) {
  const centimes = Math.round((spec.montant ?? 1000) * 100);
  return makeCommande(db, spec.clientId, [], {
    marchandId: spec.marchandId,
    etat: spec.etat ?? 'livree',
    typePaiement: spec.typePaiement ?? 'livraison',
    total: centimes,
    montantAPayer: centimes,
    ...(spec.at ? { createdAt: new Date(spec.at) } : {}),
  });
}
