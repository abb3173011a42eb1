import {
  ATTRIBUTES,
  type FieldErrorCode,
  fixedCode,
  renderFieldError,
  VALIDATION_MESSAGES,
  type ValidationCode,
} from '@souk/domain/error-codes';
import { PASSWORD_MISMATCH } from '@souk/domain/validation';
import { beforeAll, describe, expect, it } from 'vitest';
import { fieldMessages, summaryMessage, translateFieldError } from '@/lib/error-messages';
import { i18n } from '@/lib/i18n';
import { ar } from '@/lib/locales/ar';
import { en } from '@/lib/locales/en';

// Each code of the domain's table once (`min_items_one` and `min_items_other` are `min_items`).
const CODES = [
  ...new Set(Object.keys(VALIDATION_MESSAGES).map((key) => key.replace(/_(?:one|other)$/, ''))),
] as ValidationCode[];
// Sample parameters: every named field, a field the table does not name, and no field at all.
const ATTRIBUTE_SAMPLES = [...Object.keys(ATTRIBUTES), 'designation_magasin', undefined];
const NUMBERS = {
  min: 8,
  max: 255,
  divisor: 5,
  message: 'Le champ nom est obligatoire.',
  // The services' sentences: a filter's steps, a stock shortage.
  steps: '5, 20, 40',
  designation: 'Théière',
  available: 3,
  // The back-offices' refusals: promotions' overlaps, order moves (states sent as keys).
  article: 'Théière',
  promotion: 'Soldes',
  debut: '01/12/2026',
  fin: '31/12/2026',
  from: 'en_attente_de_validation',
  next: 'en_attente_de_livraison',
  // The payout refusals: amounts as the server writes them.
  disponible: '2\u00a0000,00\u00a0DZD',
  minimum: '1\u00a0000,00\u00a0DZD',
  // The returns' periods, in days.
  jours: 30,
};

describe('field errors translated from their codes (decision 0041)', () => {
  beforeAll(() => {
    // The Arabic and English catalogues, as `setLanguage` would merge them.
    i18n.addResourceBundle('ar', 'translation', ar, true, true);
    i18n.addResourceBundle('en', 'translation', en, true, true);
  });

  it('renders every code of the domain in French exactly as the server writes it (drift guard)', () => {
    expect(CODES.length).toBeGreaterThan(30);
    const drifts: string[] = [];
    for (const code of CODES) {
      for (const attribute of ATTRIBUTE_SAMPLES) {
        for (const count of [0, 1, 2, 3]) {
          const error: FieldErrorCode = {
            code,
            params: { ...NUMBERS, count, ...(attribute === undefined ? {} : { attribute }) },
          };
          const web = translateFieldError(error, undefined, 'fr');
          const server = renderFieldError(error);
          if (web !== server) drifts.push(`${code} (${attribute}, ${count}): ${web} ≠ ${server}`);
        }
      }
    }
    expect(drifts).toEqual([]);
  });

  it('translates every code in Arabic and English, with the field named in the language', () => {
    for (const language of ['ar', 'en'] as const) {
      for (const code of CODES) {
        const text = translateFieldError(
          { code, params: { attribute: 'password', ...NUMBERS, count: 2 } },
          undefined,
          language,
        );
        expect(text, `${language} ${code}`).not.toContain('{{');
        expect(text, `${language} ${code}`).not.toBe(
          renderFieldError({ code, params: { attribute: 'password', ...NUMBERS, count: 2 } }),
        );
      }
    }
  });

  it('leaves French as the domain wrote it', () => {
    expect(
      fieldMessages(
        ['Le champ nom est obligatoire.'],
        [{ code: 'required', params: { attribute: 'nom' } }],
        undefined,
        'fr',
      ),
    ).toEqual(['Le champ nom est obligatoire.']);
  });

  it('writes the generic sentences with the attribute in Arabic and English', () => {
    expect(translateFieldError({ code: 'required', params: { attribute: 'nom' } }, undefined, 'ar')).toBe(
      'حقل اللقب إلزامي.',
    );
    expect(
      translateFieldError({ code: 'min_length', params: { attribute: 'password', min: 8 } }, undefined, 'ar'),
    ).toBe('يجب أن يحتوي حقل كلمة المرور على 8 أحرف على الأقل.');
    expect(translateFieldError({ code: 'email', params: { attribute: 'email' } }, undefined, 'en')).toBe(
      'The email field must be a valid email address.',
    );
    expect(translateFieldError({ code: 'choice', params: { attribute: 'wilaya' } }, undefined, 'en')).toBe(
      'The selected wilaya is invalid.',
    );
    // A field the catalogues do not name reads as its key, as in French.
    expect(
      translateFieldError({ code: 'required', params: { attribute: 'categorie' } }, undefined, 'en'),
    ).toBe('The categorie field is required.');
    expect(
      translateFieldError(
        { code: 'min_items', params: { attribute: 'article_ids', count: 1 } },
        undefined,
        'en',
      ),
    ).toBe('The article ids field must have at least 1 item.');
  });

  it('knows the fixed sentences and the "(et N erreurs en plus)" summary', () => {
    expect(fieldMessages([PASSWORD_MISMATCH], [fixedCode(PASSWORD_MISMATCH)], undefined, 'ar')).toEqual([
      'كلمة المرور التأكيدية لا تطابق كلمة المرور.',
    ]);
    const errors = {
      nom: ['Le champ nom est obligatoire.'],
      prenom: ['Le champ prénom est obligatoire.'],
      email: ['Le champ email est obligatoire.'],
    };
    const codes = {
      nom: [{ code: 'required', params: { attribute: 'nom' } }],
      prenom: [{ code: 'required', params: { attribute: 'prenom' } }],
      email: [{ code: 'required', params: { attribute: 'email' } }],
    } satisfies Record<string, FieldErrorCode[]>;
    expect(summaryMessage('Le champ nom est obligatoire. (et 2 erreurs en plus)', errors, codes, 'en')).toBe(
      'The last name field is required. (and 2 more errors)',
    );
    expect(summaryMessage('Le champ nom est obligatoire. (et 2 erreurs en plus)', errors, codes, 'fr')).toBe(
      'Le champ nom est obligatoire. (et 2 erreurs en plus)',
    );
    expect(summaryMessage('Les données fournies sont invalides.', {}, {}, 'en')).toBe(
      'The given data was invalid.',
    );
  });

  it('writes a state parameter with its label in the language', () => {
    const move: FieldErrorCode = {
      code: 'order_only_move',
      params: { from: 'en_attente_de_validation', next: 'en_attente_de_livraison' },
    };
    expect(translateFieldError(move, undefined, 'fr')).toBe(
      "Depuis « En attente de validation », la commande ne peut passer qu'à « En attente de livraison ».",
    );
    expect(translateFieldError(move, undefined, 'en')).toBe(
      'From “Awaiting validation”, the order can only move to “Awaiting delivery”.',
    );
    expect(translateFieldError({ code: 'order_no_move', params: { from: 'livree' } }, undefined, 'ar')).toBe(
      'لا يمكن تغيير الحالة انطلاقًا من «مُسلَّمة».',
    );
  });

  it("puts the form's visible label in place of the API's attribute name", () => {
    const required: FieldErrorCode = { code: 'required', params: { attribute: 'designation_magasin' } };
    expect(translateFieldError(required, 'Nom du magasin', 'fr')).toBe(
      'Le champ « Nom du magasin » est obligatoire.',
    );
    expect(translateFieldError(required, 'اسم المتجر', 'ar')).toBe('حقل «اسم المتجر» إلزامي.');
    expect(translateFieldError(required, 'Store name', 'en')).toBe('The “Store name” field is required.');
    expect(translateFieldError({ code: 'min_value', params: { min: 1 } }, 'Valeur', 'fr')).toBe(
      'La valeur du champ « Valeur » doit être supérieure ou égale à 1.',
    );
    // A sentence without an attribute is only translated.
    expect(fieldMessages([PASSWORD_MISMATCH], [fixedCode(PASSWORD_MISMATCH)], 'Mot de passe', 'en')).toEqual([
      'The password confirmation does not match the password.',
    ]);
  });

  it('shows a sentence without a code, or with a code this build does not know, as it was sent', () => {
    expect(fieldMessages(['Votre carte a été refusée.'], [null], undefined, 'ar')).toEqual([
      'Votre carte a été refusée.',
    ]);
    expect(fieldMessages(['Le champ nom est obligatoire.'], undefined, undefined, 'ar')).toEqual([
      'Le champ nom est obligatoire.',
    ]);
    const unknown = { code: 'from_a_newer_server', params: {} } as unknown as FieldErrorCode;
    expect(fieldMessages(['Une phrase plus récente.'], [unknown], undefined, 'en')).toEqual([
      'Une phrase plus récente.',
    ]);
  });
});
