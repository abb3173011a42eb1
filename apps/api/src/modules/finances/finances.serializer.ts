import { tauxToPercent } from '@souk/domain/finance/commission';
import type { FinancesConfig } from '@souk/domain/finance/config';
import type { TypeEcriture } from '@souk/domain/finance/entry-types';
import { toDzd } from '@souk/domain/money';
import type { EcritureReply, FinancesConfigReply, SoldeReply } from '@souk/domain/replies/finances';
import type { EcritureRow } from './finances.repository';

/** Centimes and hundredths of a percent become DZD and percents here, and nowhere else. */

export function toSoldeReply(b: { disponible: number; enAttente: number }): SoldeReply {
  return {
    solde_disponible: toDzd(b.disponible),
    solde_en_attente: toDzd(b.enAttente),
    solde_total: toDzd(b.disponible + b.enAttente),
  };
}

export function toEcritureReply(row: EcritureRow): EcritureReply {
  return {
    id: row.id,
    type: row.type as TypeEcriture,
    montant: toDzd(row.montant),
    libelle: row.libelle,
    commande_ref: row.commandeRef,
    reference: row.reference,
    motif: row.motif,
    created_at: row.createdAt.toISOString(),
    disponible_at: row.disponibleAt.toISOString(),
  };
}

export function toConfigReply(c: FinancesConfig): FinancesConfigReply {
  return {
    commission_defaut: tauxToPercent(c.commissionDefaut),
    delai_retenue_jours: c.delaiRetenueJours,
    delai_retour_jours: c.delaiRetourJours,
    versement_minimum: toDzd(c.versementMinimum),
  };
}

export const tauxOrNull = (taux: number | null) => (taux === null ? null : tauxToPercent(taux));
