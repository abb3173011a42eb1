import {
  DELIVERY_MESSAGES,
  MAX_DELIVERY_FEE,
  MAX_FREE_DELIVERY_THRESHOLD,
  MODES_LIVRAISON,
  wilayaCodeOf,
} from './delivery';
import { z } from './validation';
import { wilayaByCode } from './wilayas';

/**
 * The delivery's request schemas (docs/decisions/0014-delivery-fees-and-seller-legal-info.md; the rules themselves in
 * `delivery.ts`): apart from the rules, so that a screen pricing a basket with `checkoutQuote` does not
 * load zod with them (docs/decisions/0058-the-basket-without-its-order-form.md, addendum: its first view).
 */

export const modeLivraisonSchema = z.enum(MODES_LIVRAISON);

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/**
 * A destination or origin wilaya, as a code or a label; the value is the code (number). Blank is
 * missing, anything that names no wilaya of the data file is invalid.
 */
export const wilayaCodeField = () =>
  z.preprocess(
    (v) => {
      const present = blankToUndefined(v);
      return present === undefined ? undefined : (wilayaCodeOf(present) ?? 0);
    },
    z
      .number({
        error: (issue) =>
          issue.input === undefined ? DELIVERY_MESSAGES.wilayaRequired : DELIVERY_MESSAGES.wilayaInvalid,
      })
      .int()
      .refine((code) => wilayaByCode(code) !== null, DELIVERY_MESSAGES.wilayaInvalid),
  );

/** Form numbers: numeric text (comma decimals too) is a number; blank is missing. */
const formNumber = (v: unknown) => {
  if (v === '' || v === null) return undefined;
  if (typeof v === 'string' && v.trim() !== '') return Number(v.trim().replace(',', '.'));
  return v;
};

const hasCents = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

/** A DZD amount: 0 … `max`, two decimals at most. */
const dzdAmount = (max: number, maxMessage: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? undefined : DELIVERY_MESSAGES.feeNumber) })
    .refine((v) => Number.isFinite(v), DELIVERY_MESSAGES.feeNumber)
    .refine((v) => v >= 0, DELIVERY_MESSAGES.feeMin)
    .refine((v) => v <= max, maxMessage)
    .refine(hasCents, DELIVERY_MESSAGES.cents);

/** A fee of the grid (DZD); blank = not set (null). */
export const feeField = () =>
  z.preprocess(formNumber, dzdAmount(MAX_DELIVERY_FEE, DELIVERY_MESSAGES.feeMax).optional());

const gridLine = z.object({
  wilaya_code: wilayaCodeField(),
  domicile: feeField(),
  stop_desk: feeField(),
});

/**
 * `v1/user/fraisLivraisonEdit`: rows of one grid (the platform's when `marchand_id` is absent).
 * The platform's rows need both fees; a store's row with both fees blank goes back to the
 * platform's grid (its override is removed), with one blank it is refused.
 */
export const fraisLivraisonEditSchema = z
  .object({
    marchand_id: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : blankToUndefined(v)),
      z.number().int().min(1).max(2_147_483_647).optional(),
    ),
    lignes: z.array(gridLine).min(1).max(200),
  })
  .superRefine(
    (value, ctx) => {
      // Also runs when fields failed (every message at once): the value may be partly invalid.
      if (!value || !Array.isArray(value.lignes)) return;
      const store = value.marchand_id !== undefined;
      const seen = new Set<number>();
      value.lignes.forEach((line, i) => {
        if (!line || typeof line !== 'object') return;
        if (typeof line.wilaya_code === 'number' && wilayaByCode(line.wilaya_code) !== null) {
          if (seen.has(line.wilaya_code)) {
            ctx.addIssue({
              code: 'custom',
              path: ['lignes', i, 'wilaya_code'],
              message: DELIVERY_MESSAGES.duplicateWilaya,
            });
          }
          seen.add(line.wilaya_code);
        }
        if (store && line.domicile === undefined && line.stop_desk === undefined) return;
        for (const field of ['domicile', 'stop_desk'] as const) {
          if (line[field] !== undefined) continue;
          ctx.addIssue({
            code: 'custom',
            path: ['lignes', i, field],
            message: store
              ? DELIVERY_MESSAGES.bothOrNone
              : `Le champ ${field === 'domicile' ? 'domicile' : 'stop desk'} est obligatoire.`,
          });
        }
      });
    },
    { when: () => true },
  );
export type FraisLivraisonEditInput = z.infer<typeof fraisLivraisonEditSchema>;

/** `v1/user/livraisonConfig`: blank threshold = delivery is never free. */
export const livraisonConfigSchema = z.object({
  livraison_gratuite_seuil: z.preprocess(
    formNumber,
    dzdAmount(MAX_FREE_DELIVERY_THRESHOLD, DELIVERY_MESSAGES.thresholdMax).optional(),
  ),
  livraison_wilaya_origine: wilayaCodeField(),
});
export type LivraisonConfigInput = z.infer<typeof livraisonConfigSchema>;

/** `fraisLivraison` (the grid screen): a store's own grid, or the platform's without `marchand_id`. */
export const gridQuery = z.object({
  marchand_id: z.preprocess(
    (v) => (v === '' || v === 'null' ? undefined : v),
    z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  ),
});

/** The destination of a quote: absent = the client's profile wilaya. */
export const livraisonQuoteQuery = z.object({
  wilaya: z.preprocess(blankToUndefined, wilayaCodeField().optional()),
});
