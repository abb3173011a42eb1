import { TYPES_ECRITURE } from '../finance/entry-types';
import { paginatedSchema } from '../pagination';
import { z } from '../validation';

/** Replies of the marketplace money calls (docs/product/admin.md and partner.md, Finances). Amounts DZD, rates percents. */

/** A store's balances, not wrapped. */
export const soldeReply = z.object({
  solde_disponible: z.number(),
  solde_en_attente: z.number(),
  solde_total: z.number(),
});
export type SoldeReply = z.infer<typeof soldeReply>;

/** One ledger entry; `commande_ref` names the order of a `vente` or `remboursement` (null otherwise). */
export const ecritureReply = z.object({
  id: z.number(),
  type: z.enum(TYPES_ECRITURE),
  montant: z.number(),
  libelle: z.string(),
  commande_ref: z.string().nullable(),
  reference: z.string().nullable(),
  motif: z.string().nullable(),
  created_at: z.string(),
  disponible_at: z.string(),
});
export type EcritureReply = z.infer<typeof ecritureReply>;
export const ecriturePage = paginatedSchema(ecritureReply);
export const ecritureWritten = z.object({ message: z.string(), data: ecritureReply });

/** The rates: the default and, for every category and store, its override or null (inherits). */
export const commissionsReply = z.object({
  defaut: z.number(),
  categories: z.array(z.object({ id: z.number(), designation: z.string(), taux: z.number().nullable() })),
  marchands: z.array(
    z.object({ id: z.number(), designation_magasin: z.string(), taux: z.number().nullable() }),
  ),
});
export type CommissionsReply = z.infer<typeof commissionsReply>;

export const financesConfigReply = z.object({
  commission_defaut: z.number(),
  delai_retenue_jours: z.number(),
  delai_retour_jours: z.number(),
  versement_minimum: z.number(),
});
export type FinancesConfigReply = z.infer<typeof financesConfigReply>;

/** A store and its balances (the administrator's `soldes`, most owed first). */
export const soldeRowReply = soldeReply.extend({
  id: z.number(),
  designation_magasin: z.string(),
  email: z.string(),
});
export type SoldeRowReply = z.infer<typeof soldeRowReply>;
export const soldePage = paginatedSchema(soldeRowReply);

const revenueFigures = {
  commissions: z.number(),
  remises_coupon: z.number(),
  /** commissions − remises_coupon. */
  net: z.number(),
};

/** The platform's revenue over a period, and per Algiers month ('YYYY-MM'). */
export const revenusReply = z.object({
  ...revenueFigures,
  par_mois: z.array(z.object({ mois: z.string(), ...revenueFigures })),
});
export type RevenusReply = z.infer<typeof revenusReply>;
