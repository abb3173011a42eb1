import { toDzd } from '@souk/domain/money';
import { type Etat, isEtat } from '@souk/domain/order-states';
import { isPaid, type TypePaiement } from '@souk/domain/payments';
import type { BackofficeOrderRow } from '@souk/domain/replies/orders';
import type { clients } from '../../db/schema/accounts';
import type { ScopedOrderRow } from './backoffice-orders.repository';
import { orderDeliveryOf } from './order.serializer';

/** Shapes the back-office order rows; database rows never leave as they are. */

function etatOf(value: string): Etat {
  if (!isEtat(value)) throw new Error(`Unknown order state: ${value}`);
  return value;
}
export const typeOf = (value: string): TypePaiement =>
  value === 'devise' || value === 'cib' ? value : 'livraison';

type ClientColumns = Pick<
  typeof clients.$inferSelect,
  'id' | 'slug' | 'nom' | 'prenom' | 'telephone' | 'email' | 'urlPhoto'
>;

export function toOrderClient(c: ClientColumns) {
  return {
    id: c.id,
    slug: c.slug,
    nom: c.nom,
    prenom: c.prenom,
    telephone: c.telephone,
    email: c.email,
    url_photo: c.urlPhoto,
  };
}

export function toBackofficeRow(r: ScopedOrderRow): BackofficeOrderRow {
  const o = r.order;
  const etat = etatOf(o.etat);
  return {
    id: o.id,
    ref: o.ref,
    created_at: o.createdAt.toISOString(),
    total: toDzd(o.total),
    remise_promotion: toDzd(o.remisePromotion),
    remise_coupon: toDzd(o.remiseCoupon),
    ...orderDeliveryOf(o),
    montant_a_payer: toDzd(o.montantAPayer),
    etat,
    type_paiement: typeOf(o.typePaiement),
    paye: isPaid(etat, o.typePaiement),
    adresse: o.adresse,
    client: toOrderClient(r.client),
    marchand: r.marchand
      ? { id: r.marchand.id, designation_magasin: r.marchand.designationMagasin, slug: r.marchand.slug }
      : null,
    nbr_lignes: r.nbrLignes,
    confirmee_at: o.confirmeeAt ? o.confirmeeAt.toISOString() : null,
    nbr_appels: o.nbrAppels,
    echecs_livraison_client: r.echecsLivraisonClient,
  };
}
