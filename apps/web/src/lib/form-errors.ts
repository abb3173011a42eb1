import { fixedCode } from '@souk/domain/error-codes';
import { isApiError } from '@/lib/api-client';
import { fieldMessages, knownCode, summaryMessage } from '@/lib/error-messages';

export interface ServerErrors {
  /** Messages of the form's own fields, joined for display under each field. */
  fields: Record<string, string>;
  /** What to show above the form: messages of other keys (`message`, `token`…) or the reply message. */
  form: string | null;
}

/**
 * Splits a failed call's reply into per-field messages and one message for above the form.
 * The reply `message` is shown above only when no field received its own error, so a 422 is not
 * repeated twice. `labels` (the fields' visible labels, already translated) replace the API's
 * attribute names in the fields' messages ('designation magasin' → « Nom du magasin »), in the
 * current language (lib/error-messages.ts, decision 0041).
 */
export function splitServerErrors(
  error: unknown,
  fieldNames: readonly string[],
  labels: Readonly<Partial<Record<string, string>>> = {},
): ServerErrors {
  if (!error) return { fields: {}, form: null };
  if (!isApiError(error)) {
    return { fields: {}, form: error instanceof Error ? error.message : String(error) };
  }
  const fields: Record<string, string> = {};
  const other: string[] = [];
  for (const [key, messages] of Object.entries(error.errors)) {
    // The API writes French, and the code of each sentence: the screen's language is drawn from it.
    const shown = fieldMessages(messages, error.codes[key], labels[key]);
    if (fieldNames.includes(key)) fields[key] = shown.join(' ');
    else other.push(...shown);
  }
  const hasFieldErrors = Object.keys(fields).length > 0;
  const form =
    other.length > 0
      ? other.join(' ')
      : hasFieldErrors
        ? null
        : summaryMessage(error.message, error.errors, error.codes, undefined, error.code);
  return { fields, form };
}

/**
 * What a toast or an alert shows for a failed call: the reply's message in the current language when
 * it has a code (decision 0041), else as sent; a failure that is no reply shows its own message.
 */
export function errorMessage(error: unknown): string {
  if (!isApiError(error)) return error instanceof Error ? error.message : String(error);
  return summaryMessage(error.message, error.errors, error.codes, undefined, error.code);
}

/**
 * A failed back-office action's text: the server's refusal (a 4xx with a code: a move from the wrong
 * state, a store's order, an article that has stock) in the visitor's language, else the screen's own
 * `fallback` (a network or server failure, a refusal without a code).
 */
export function refusalMessage(error: unknown, fallback: string): string {
  if (!isApiError(error) || error.status < 400 || error.status >= 500) return fallback;
  const coded =
    (knownCode(error.code) ?? fixedCode(error.message)) !== null ||
    Object.values(error.codes).some((codes) => codes.some((code) => knownCode(code) !== null));
  return coded ? errorMessage(error) : fallback;
}
