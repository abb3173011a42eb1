import { z } from './validation';

/**
 * The administrator's search synonyms (decision 0035): a group of expressions that mean the same for
 * the storefront search ('machine à laver', 'lave-linge'). A query holding one of them searches for
 * any of them. Shared by the API (validation, 422 messages) and the back-office form.
 */
export const SYNONYM_MESSAGES = {
  tooFew: 'Indiquez au moins deux expressions.',
  tooMany: 'Indiquez au plus 10 expressions.',
  expressionInvalid:
    'Chaque expression doit contenir au moins une lettre ou un chiffre (60 caractères au plus).',
  duplicate: 'Les expressions doivent être différentes.',
  notFound: 'Synonyme introuvable.',
} as const;

/** Lower case, no accent, words only: two expressions equal under it are the same for the search. */
export const synonymKey = (expression: string) =>
  expression
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{Nd}]+/u)
    .filter(Boolean)
    .join(' ');

const expression = z
  .string({ error: SYNONYM_MESSAGES.expressionInvalid })
  .trim()
  .max(60, { error: SYNONYM_MESSAGES.expressionInvalid })
  .refine((e) => synonymKey(e) !== '', { error: SYNONYM_MESSAGES.expressionInvalid });

export const synonymBody = z.object({
  expressions: z
    .array(expression, { error: SYNONYM_MESSAGES.tooFew })
    .min(2, { error: SYNONYM_MESSAGES.tooFew })
    .max(10, { error: SYNONYM_MESSAGES.tooMany })
    .refine((list) => new Set(list.map(synonymKey)).size === list.length, {
      error: SYNONYM_MESSAGES.duplicate,
    }),
});
export type SynonymInput = z.infer<typeof synonymBody>;

export const synonymReply = z.object({
  id: z.number().int(),
  expressions: z.array(z.string()),
  updated_at: z.string(),
});
export type Synonym = z.infer<typeof synonymReply>;
