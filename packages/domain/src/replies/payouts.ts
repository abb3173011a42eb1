import { ETATS_VERSEMENT, TYPES_COMPTE_VERSEMENT } from '../finance/payouts';
import { paginatedSchema } from '../pagination';
import { z } from '../validation';

/** Replies of the payout calls (docs/product/payouts-and-statements.md). Amounts DZD, dates ISO 8601. */

/** Where a store's payouts are sent. */
export const compteVersementReply = z.object({
  type: z.enum(TYPES_COMPTE_VERSEMENT),
  titulaire: z.string(),
  numero: z.string(),
  /** The CCP key; null for a RIB. */
  cle: z.string().nullable(),
  updated_at: z.string(),
});
export type CompteVersementReply = z.infer<typeof compteVersementReply>;
/** `compteVersement`: the account, or null before the partner recorded one. */
export const compteVersementData = z.object({ data: compteVersementReply.nullable() });
export const compteVersementSaved = z.object({ message: z.string(), data: compteVersementReply });

/** One payout as its partner sees it. */
export const versementReply = z.object({
  id: z.number(),
  montant: z.number(),
  etat: z.enum(ETATS_VERSEMENT),
  /** The transfer's reference, once paid. */
  reference: z.string().nullable(),
  /** Why it was rejected. */
  motif: z.string().nullable(),
  created_at: z.string(),
  /** When the administrator paid or rejected it. */
  traite_at: z.string().nullable(),
});
export type VersementReply = z.infer<typeof versementReply>;
export const versementPage = paginatedSchema(versementReply);
export const versementWritten = z.object({ message: z.string(), data: versementReply });

/** One payout as the administrator sees it: with its store and the account to send it to. */
export const versementAdminReply = versementReply.extend({
  marchand: z.object({ id: z.number(), designation_magasin: z.string(), email: z.string() }),
  compte: compteVersementReply.omit({ updated_at: true }).nullable(),
});
export type VersementAdminReply = z.infer<typeof versementAdminReply>;
export const versementAdminPage = paginatedSchema(versementAdminReply);
export const versementAdminWritten = z.object({ message: z.string(), data: versementAdminReply });
