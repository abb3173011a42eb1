import { idField } from '../client-schemas';
import { VALIDATION_MESSAGES } from '../error-codes';
import { pageParam } from '../pagination';
import { orderedDays, requiredText, z } from '../validation';
import { TYPES_ECRITURE } from './entry-types';

/**
 * The requests of the marketplace money calls (docs/product/admin.md and partner.md, Finances). Amounts are DZD numbers
 * with at most two decimals, rates percents with at most two decimals; the API stores centimes and
 * hundredths of a percent.
 */

/** DZD: far above any real settlement, far below what a centimes bigint holds. */
export const MAX_FINANCE_AMOUNT = 100_000_000;
/** Days: a retention or a return window longer than a year is a typo. */
export const MAX_DELAI_JOURS = 365;

const hasCents = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

/** A percent from 0 to 100 with at most two decimals (422 outside 0–100). */
const percentField = () =>
  z.number().min(0).max(100).refine(hasCents, { message: VALIDATION_MESSAGES.taux_decimals });

const dzdAmount = () =>
  z
    .number()
    .refine((v) => Math.abs(v) <= MAX_FINANCE_AMOUNT, { message: VALIDATION_MESSAGES.amount_max })
    .refine(hasCents, { message: VALIDATION_MESSAGES.amount_cents });

export const PORTEES_COMMISSION = ['defaut', 'categorie', 'marchand'] as const;
export type PorteeCommission = (typeof PORTEES_COMMISSION)[number];

/**
 * `commissionEdit`: the default rate (`portee` defaut, no id, a rate), or a category's or a store's
 * override (`id` required; `taux` null removes it).
 */
export const commissionEditBody = z
  .object({
    portee: z.enum(PORTEES_COMMISSION),
    id: idField().optional().nullable(),
    taux: percentField().nullable(),
  })
  .superRefine((body, ctx) => {
    if (body.portee !== 'defaut' && (body.id === undefined || body.id === null)) {
      ctx.addIssue({ code: 'invalid_type', expected: 'number', path: ['id'], input: undefined });
    }
    if (body.portee === 'defaut' && body.taux === null) {
      ctx.addIssue({ code: 'invalid_type', expected: 'number', path: ['taux'], input: undefined });
    }
  });
export type CommissionEditBody = z.infer<typeof commissionEditBody>;

/** `financesConfigEdit`: the four settings, every one required. */
export const financesConfigBody = z.object({
  commission_defaut: percentField(),
  delai_retenue_jours: z.number().int().min(0).max(MAX_DELAI_JOURS),
  delai_retour_jours: z.number().int().min(0).max(MAX_DELAI_JOURS),
  versement_minimum: dzdAmount().refine((v) => v >= 0, { message: VALIDATION_MESSAGES.montant_min }),
});
export type FinancesConfigBody = z.infer<typeof financesConfigBody>;

/** `reglementAdd`: money received from a seller who owed, with the transfer's reference. */
export const reglementAddBody = z.object({
  marchand_id: idField(),
  montant: dzdAmount().refine((v) => v > 0, { message: VALIDATION_MESSAGES.montant_positive }),
  reference: requiredText(100),
});
export type ReglementAddBody = z.infer<typeof reglementAddBody>;

/** `ajustementAdd`: a correction either way, with its reason. */
export const ajustementAddBody = z.object({
  marchand_id: idField(),
  montant: dzdAmount().refine((v) => v !== 0, { message: VALIDATION_MESSAGES.montant_non_zero }),
  motif: requiredText(500),
});
export type AjustementAddBody = z.infer<typeof ajustementAddBody>;

const day = () => z.preprocess((v) => (v === '' || v === null ? undefined : v), z.iso.date().optional());

/** The ledger's filter (partner's `ecritures`, administrator's `ecritures/{marchandId}`): inclusive Algiers days. */
export const ecrituresQuery = orderedDays(
  z.object({
    page: pageParam,
    type: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(TYPES_ECRITURE).optional()),
    dateDebut: day(),
    dateFin: day(),
  }),
  'dateDebut',
  'dateFin',
);
export type EcrituresQuery = z.infer<typeof ecrituresQuery>;

/** `revenus`: either end of an inclusive Algiers day range. */
export const revenusQuery = orderedDays(
  z.object({ dateDebut: day(), dateFin: day() }),
  'dateDebut',
  'dateFin',
);
export type RevenusQuery = z.infer<typeof revenusQuery>;
