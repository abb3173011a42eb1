import {
  ETAT_PARAMS,
  type FieldErrorCode,
  type FieldErrorParams,
  fixedCode,
  isNamedAttribute,
  isValidationCode,
  laravelMessage,
  VALIDATION_MESSAGES,
} from '@souk/domain/error-codes';
import { ETAT_LABELS } from '@souk/domain/etat-labels';
import { currentLanguage, defaultNS, i18n, type Language, type TranslationKey } from '@/lib/i18n';
import { validationFr } from '@/lib/locales/validation/fr';

// The French `validation.*` entries are not in the bundled catalogue (lib/locales/validation/fr.ts):
// they come with this module, the only one that reads them.
i18n.addResourceBundle('fr', defaultNS, { validation: validationFr }, true, false);

/**
 * Field errors in the visitor's language (decision 0041). The API's 422 replies and the browser's own
 * zod check write French sentences (`errors`) and, beside each, its code and parameters (`codes`);
 * a code is translated here from the `validation.*` catalogue entries, with the field's name (or the
 * form's visible label) in `{{attribute}}`. A sentence without a code, or with a code this build does
 * not know, is shown as it was sent.
 */

type Translate = (key: TranslationKey, options: Record<string, unknown>) => string;

function translator(language: Language): Translate {
  const t = i18n.getFixedT(language);
  return (key, options) => t(key, options) as string;
}

/** The plural entry of a counted code, chosen by the language's own rule (`_one` or `_other`). */
function messageKey(code: string, params: FieldErrorParams, language: Language): TranslationKey {
  if (Object.hasOwn(VALIDATION_MESSAGES, code)) return `validation.messages.${code}` as TranslationKey;
  const one = new Intl.PluralRules(language).select(Number(params.count)) === 'one';
  return `validation.messages.${code}_${one ? 'one' : 'other'}` as TranslationKey;
}

/** A field's name: the form's label (quoted), its catalogue name, or its key as the API wrote it. */
function attributeOf(params: FieldErrorParams, t: Translate, label: string | undefined): string {
  if (label) return t('validation.quoted', { label });
  const key = params.attribute;
  if (typeof key !== 'string' || key === '') return t('validation.unnamed', {});
  return isNamedAttribute(key)
    ? t(`validation.attributes.${key}` as TranslationKey, {})
    : key.replaceAll('_', ' ');
}

/** A code as lib/api-client.ts keeps it, if this build knows it (a newer server may send others). */
export function knownCode(code: FieldErrorCode | null | undefined): FieldErrorCode | null {
  return code && isValidationCode(code.code) ? code : null;
}

/**
 * One field error in the given (by default the current) language; null for a code this build does
 * not know. `label`, the field's visible label, takes the place of the field's name.
 */
export function translateFieldError(
  error: FieldErrorCode,
  label?: string,
  language: Language = currentLanguage(),
): string | null {
  if (!isValidationCode(error.code)) return null;
  const t = translator(language);
  const params = error.params ?? {};
  const values: Record<string, unknown> = { ...params, attribute: attributeOf(params, t, label) };
  // A state is sent as its key and shown with its label in the language (`enums.etat.*`).
  for (const name of ETAT_PARAMS) {
    const value = params[name];
    if (typeof value === 'string' && Object.hasOwn(ETAT_LABELS, value)) {
      values[name] = t(`enums.etat.${value}` as TranslationKey, {});
    }
  }
  return t(messageKey(error.code, params, language), values);
}

/** A reply key's sentences, each translated from its code when it has one, else as sent. */
export function fieldMessages(
  sentences: readonly string[],
  codes: readonly (FieldErrorCode | null)[] | undefined,
  label?: string,
  language: Language = currentLanguage(),
): string[] {
  return sentences.map((sentence, index) => {
    const code = codes?.[index];
    return (code && translateFieldError(code, label, language)) ?? sentence;
  });
}

/**
 * A 422 reply's summary (Laravel's `message`: the first error and how many follow) in the given
 * language, from the codes of its errors; the message as sent when they do not make it up.
 */
export function summaryMessage(
  message: string,
  errors: Readonly<Record<string, readonly string[]>>,
  codes: Readonly<Record<string, readonly (FieldErrorCode | null)[]>> | undefined,
  language: Language = currentLanguage(),
  code: FieldErrorCode | null = null,
): string {
  const keys = Object.keys(errors);
  const total = keys.reduce((sum, key) => sum + (errors[key]?.length ?? 0), 0);
  if (total === 0) {
    // A refusal without fields: the reply's own `code`, else a fixed sentence of the table.
    const coded = knownCode(code) ?? fixedCode(message);
    return (coded && translateFieldError(coded, undefined, language)) ?? message;
  }
  const firstKey = keys.find((key) => (errors[key]?.length ?? 0) > 0) as string;
  const first = (errors[firstKey] as readonly string[])[0] as string;
  const extra = total - 1;
  if (message !== laravelMessage(errors) && message !== first) return message;
  const translated = fieldMessages([first], codes?.[firstKey]?.slice(0, 1), undefined, language)[0] as string;
  if (extra === 0) return translated;
  const t = translator(language);
  return t(messageKey('more_errors', { count: extra }, language), { message: translated, count: extra });
}
