import { ATTRIBUTES, UNNAMED_ATTRIBUTE, VALIDATION_MESSAGES } from '@souk/domain/error-codes';

/**
 * The French field errors (decision 0041): one entry per code of the domain's table, with its
 * parameters ({{attribute}}: the field's name below, or the form's label in `quoted`); French is the
 * table itself. Not in the bundled catalogue (lib/locales/fr.ts): lib/error-messages.ts, the only
 * reader of `validation.*`, adds it, so the table comes with the forms and the error messages rather
 * than with every page's first view (docs/decisions/0042-fewer-larger-chunks.md). The Arabic and
 * English catalogues, fetched whole, hold their own.
 */
export const validationFr = {
  messages: VALIDATION_MESSAGES,
  attributes: ATTRIBUTES,
  unnamed: UNNAMED_ATTRIBUTE,
  quoted: '« {{label}} »',
};

export type ValidationCatalogue = typeof validationFr;
