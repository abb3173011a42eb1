import type { EtatVersement, TypeCompteVersement } from '@souk/domain/finance/payouts';
import { toDzd } from '@souk/domain/money';
import type { CompteVersementReply, VersementAdminReply, VersementReply } from '@souk/domain/replies/payouts';
import type { AccountRow, PayoutRow, PayoutWithStore } from './payouts.repository';

/** Payout rows as the replies carry them: DZD amounts, ISO dates (the values the CHECKs allow). */

export function toCompteReply(row: AccountRow): CompteVersementReply {
  return {
    type: row.type as TypeCompteVersement,
    titulaire: row.titulaire,
    numero: row.numero,
    cle: row.cle,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toVersementReply(row: PayoutRow): VersementReply {
  return {
    id: row.id,
    montant: toDzd(row.montant),
    etat: row.etat as EtatVersement,
    reference: row.reference,
    motif: row.motif,
    created_at: row.createdAt.toISOString(),
    traite_at: row.traiteAt?.toISOString() ?? null,
  };
}

export function toVersementAdminReply(row: PayoutWithStore): VersementAdminReply {
  return {
    ...toVersementReply(row),
    marchand: { id: row.storeId, designation_magasin: row.designationMagasin, email: row.email },
    compte:
      row.compteType === null || row.compteTitulaire === null || row.compteNumero === null
        ? null
        : {
            type: row.compteType as TypeCompteVersement,
            titulaire: row.compteTitulaire,
            numero: row.compteNumero,
            cle: row.compteCle,
          },
  };
}
