import { VALIDATION_MESSAGES } from '../error-codes';
import { requiredText, z } from '../validation';
import { TYPES_COMPTE_VERSEMENT } from './payouts';

/**
 * The account a store's payouts are sent to (`compteVersementEdit`, docs/product/payouts-and-statements.md):
 * - `rib`: a bank account, its 20 digits in `numero` (the RIB's key is its last two digits: no `cle`);
 * - `ccp`: an Algérie Poste account, 1 to 10 digits in `numero` and its 2-character key in `cle`;
 * - `titulaire`: the holder's name, 3 to 100 characters.
 * Spaces, dots and dashes people type inside the numbers are dropped; the key is kept upper-cased.
 */

export const PAYOUT_ACCOUNT_MESSAGES = {
  rib: VALIDATION_MESSAGES.payout_rib,
  ccpNumero: VALIDATION_MESSAGES.payout_ccp_numero,
  ccpCle: VALIDATION_MESSAGES.payout_ccp_cle,
} as const;

const RIB = /^\d{20}$/u;
const CCP_NUMERO = /^\d{1,10}$/u;
const CCP_CLE = /^[0-9A-Z]{2}$/u;

/** '0079 9999 0012-3456 7890.12' → '00799999001234567890': what people type between the digits goes. */
const compact = (v: unknown) => (typeof v === 'string' ? v.replace(/[\s.-]+/gu, '') : v);
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A refinement's `when`: the named fields have no issue of their own. */
const parsed =
  (...fields: string[]) =>
  ({ issues }: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !issues.some((issue) => fields.includes(String(issue.path?.[0])));

export const payoutAccountBody = z
  .object({
    type: z.enum(TYPES_COMPTE_VERSEMENT),
    titulaire: requiredText(100).min(3),
    numero: z.preprocess(compact, z.string().min(1)),
    cle: z.preprocess(
      (v) => blankToUndefined(typeof v === 'string' ? v.trim().toUpperCase() : v),
      z.string().max(10).optional(),
    ),
  })
  // Each format rule runs as soon as the fields it reads parsed, alongside the other fields' errors
  // (zod skips object refinements once any field failed; Laravel reports every rule at once).
  .refine((a) => a.type !== 'rib' || RIB.test(a.numero), {
    path: ['numero'],
    message: PAYOUT_ACCOUNT_MESSAGES.rib,
    when: parsed('type', 'numero'),
  })
  .refine((a) => a.type !== 'ccp' || CCP_NUMERO.test(a.numero), {
    path: ['numero'],
    message: PAYOUT_ACCOUNT_MESSAGES.ccpNumero,
    when: parsed('type', 'numero'),
  })
  .refine((a) => a.type !== 'ccp' || (a.cle !== undefined && CCP_CLE.test(a.cle)), {
    path: ['cle'],
    message: PAYOUT_ACCOUNT_MESSAGES.ccpCle,
    when: parsed('type', 'cle'),
  })
  // A RIB has no separate key: whatever was sent under `cle` is not kept.
  .transform((account) => ({ ...account, cle: account.type === 'ccp' ? (account.cle ?? null) : null }));
export type PayoutAccountInput = z.infer<typeof payoutAccountBody>;
