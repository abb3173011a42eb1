import { beforeAll, describe, expect, it } from 'vitest';
import { clientRegisterSchema, loginSchema } from './auth-schemas';
import { codesOf, fixedCode, renderFieldError, VALIDATION_MESSAGES } from './error-codes';
import { loadPasswordStrength } from './password-strength';
import {
  CURRENT_PASSWORD_MESSAGES,
  fieldErrorsReplySchema,
  laravelMessage,
  PASSWORD_MISMATCH,
  toFieldErrors,
  z,
} from './validation';

const register = {
  nom: 'Benali',
  prenom: 'Amina',
  email: 'amina@exemple.dz',
  telephone: '0550123456',
  adresse: 'Alger centre',
  wilaya: '16 - Alger',
  password: 'Figuier-Tlemcen-2026',
  password_confirmation: 'Figuier-Tlemcen-2026',
};

const failed = (schema: z.ZodType, input: unknown) => {
  const parsed = schema.safeParse(input);
  if (parsed.success) throw new Error('expected a failure');
  return toFieldErrors(parsed.error);
};

describe('error codes (decision 0041)', () => {
  beforeAll(async () => {
    await loadPasswordStrength();
  });

  it('gives each French sentence its code and parameters, at the same place', () => {
    const { errors, codes } = failed(clientRegisterSchema, {
      ...register,
      nom: '',
      email: 'pas-un-email',
      telephone: '12',
      password: 'court',
      password_confirmation: 'autre',
    });
    expect(errors).toEqual({
      nom: ['Le champ nom est obligatoire.'],
      email: ['Le champ email doit être une adresse e-mail valide.'],
      telephone: [VALIDATION_MESSAGES.telephone],
      password: ['Le champ mot de passe doit contenir au moins 8 caractères.'],
      password_confirmation: [PASSWORD_MISMATCH],
    });
    expect(codes).toEqual({
      nom: [{ code: 'required', params: { attribute: 'nom' } }],
      email: [{ code: 'email', params: { attribute: 'email' } }],
      telephone: [{ code: 'telephone', params: {} }],
      password: [{ code: 'min_length', params: { attribute: 'password', min: 8 } }],
      password_confirmation: [{ code: 'password_mismatch', params: {} }],
    });
    expect(fieldErrorsReplySchema.parse({ message: laravelMessage(errors), errors, codes })).toBeTruthy();
  });

  it('says a missing field is required, whatever the issue zod raised', () => {
    const { errors, codes } = failed(loginSchema, {});
    expect(errors.password).toEqual(['Le champ mot de passe est obligatoire.']);
    expect(codes.password).toEqual([{ code: 'required', params: { attribute: 'password' } }]);
  });

  it('names the field by its last named step, and counts items with plural forms', () => {
    const schema = z.object({
      options: z.array(z.object({ designation: z.string().max(5), tags: z.array(z.string()).min(1) })),
      quantite: z.number().int().min(1),
    });
    const { errors, codes } = failed(schema, {
      options: [{ designation: 'trop longue', tags: [] }],
      quantite: 0,
    });
    expect(errors['options.0.designation']).toEqual([
      'Le champ désignation ne doit pas dépasser 5 caractères.',
    ]);
    expect(codes['options.0.designation']).toEqual([
      { code: 'max_length', params: { attribute: 'designation', max: 5 } },
    ]);
    expect(errors['options.0.tags']).toEqual(['Le champ tags doit contenir au moins 1 élément.']);
    expect(codes['options.0.tags']).toEqual([{ code: 'min_items', params: { attribute: 'tags', count: 1 } }]);
    expect(codes.quantite).toEqual([{ code: 'min_value', params: { attribute: 'quantite', min: 1 } }]);
    expect(renderFieldError({ code: 'min_items', params: { attribute: 'tags', count: 3 } })).toBe(
      'Le champ tags doit contenir au moins 3 éléments.',
    );
  });

  it('codes the weak-password and current-password sentences', () => {
    const { codes } = failed(clientRegisterSchema, {
      ...register,
      password: 'aaaaaaaa',
      password_confirmation: 'aaaaaaaa',
    });
    expect(codes.password).toEqual([{ code: 'weak_password_pattern', params: {} }]);
    expect(fixedCode(CURRENT_PASSWORD_MESSAGES.wrong)).toEqual({
      code: 'current_password_wrong',
      params: {},
    });
    expect(codesOf({ current_password: [CURRENT_PASSWORD_MESSAGES.required, 'Autre phrase.'] })).toEqual({
      current_password: [{ code: 'current_password_required', params: {} }, null],
    });
  });

  it("finds the generic sentences a service wrote under a reply key, from the key's field", () => {
    expect(
      codesOf({
        code: ['Le champ code est obligatoire.'],
        'lignes.0.stop_desk': ['Le champ stop desk est obligatoire.'],
        'options.1.designation': ['Le champ désignation est invalide.'],
        etat: ['Le champ code est obligatoire.'],
      }),
    ).toEqual({
      code: [{ code: 'required', params: { attribute: 'code' } }],
      'lignes.0.stop_desk': [{ code: 'required', params: { attribute: 'stop_desk' } }],
      'options.1.designation': [{ code: 'invalid', params: { attribute: 'designation' } }],
      // Another field's sentence under this key has no code: it would not read the same.
      etat: [null],
    });
  });

  it("leaves null a schema's own sentence that has no code", () => {
    const schema = z.object({ note: z.string().refine(() => false, 'Une phrase sans code.') });
    expect(failed(schema, { note: 'x' }).codes).toEqual({ note: [null] });
  });

  it("builds the reply's summary from the table", () => {
    expect(laravelMessage({})).toBe('Les données fournies sont invalides.');
    expect(laravelMessage({ a: ['Un.'], b: ['Deux.'] })).toBe('Un. (et 1 erreur en plus)');
    expect(laravelMessage({ a: ['Un.', 'Deux.', 'Trois.'] })).toBe('Un. (et 2 erreurs en plus)');
  });

  it('writes a state parameter with its label, sent as its key', () => {
    expect(
      renderFieldError({
        code: 'order_only_move',
        params: { from: 'en_attente_de_validation', next: 'en_attente_de_livraison' },
      }),
    ).toBe(
      "Depuis « En attente de validation », la commande ne peut passer qu'à « En attente de livraison ».",
    );
    expect(renderFieldError({ code: 'order_no_move', params: { from: 'livree' } })).toBe(
      "Aucun changement d'état n'est possible depuis « Livrée ».",
    );
  });

  it('has one fixed sentence per code (a sentence names one code only)', () => {
    const fixed = Object.values(VALIDATION_MESSAGES).filter((template) => !template.includes('{{'));
    expect(new Set(fixed).size).toBe(fixed.length);
  });
});
