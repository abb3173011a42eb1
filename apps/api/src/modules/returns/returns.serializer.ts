import { toDzd } from '@souk/domain/money';
import type { TypePaiement } from '@souk/domain/payments';
import { promotionPriceCentimes } from '@souk/domain/pricing';
import type { RetourReply } from '@souk/domain/replies/returns';
import type { EtatRetour, MotifRetour } from '@souk/domain/returns/states';
import type { ReplyEtatRow, ReplyLineRow, RetourRow } from './returns.repository';

/** Return rows as the replies carry them (replies/returns.ts): DZD amounts, ISO dates, photo URLs. */

export function toRetourReply(row: RetourRow, lines: ReplyLineRow[], etats: ReplyEtatRow[]): RetourReply {
  return {
    id: row.id,
    etat: row.etat as EtatRetour,
    motif: row.motif as MotifRetour,
    commentaire: row.commentaire,
    photos: Array.isArray(row.photos) ? row.photos.filter((p): p is string => typeof p === 'string') : [],
    commande: { id: row.commandeId, ref: row.commandeRef, type_paiement: row.typePaiement as TypePaiement },
    lignes: lines
      .filter((l) => l.retourId === row.id)
      .map((l) => ({
        commande_ligne_id: l.commandeLigneId,
        designation: l.designation,
        quantite: l.quantite,
        montant: toDzd(promotionPriceCentimes(l.prix, l.pourcentage) * l.quantite),
      })),
    montant_rembourse: row.montantRembourse === null ? null : toDzd(row.montantRembourse),
    frais_rembourses: row.fraisRembourses,
    reference: row.reference,
    historique: etats
      .filter((e) => e.retourId === row.id)
      .map((e) => ({ etat: e.etat as EtatRetour, created_at: e.createdAt.toISOString(), motif: e.motif })),
    created_at: row.createdAt.toISOString(),
  };
}
