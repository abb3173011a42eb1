import { describe, expect, it } from 'vitest';
import {
  adminProfileEditSchema,
  adminRegisterSchema,
  clientAccountSchema,
  clientRegisterSchema,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  TELEPHONE_MESSAGE,
  telephoneField,
  tooManyLoginsMessage,
  tooManyResetsMessage,
} from './auth-schemas';
import { CURRENT_PASSWORD_MESSAGES, PASSWORD_MISMATCH, toLaravelErrors } from './validation';

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : toLaravelErrors(result.error as Parameters<typeof toLaravelErrors>[0]);

const client = {
  nom: ' Benali ',
  prenom: 'Amina',
  email: ' Amina@Exemple.DZ ',
  telephone: '0550 12 34 56',
  adresse: 'Alger centre',
  wilaya: '16 - Alger',
  password: 'une phrase de passe',
  password_confirmation: 'une phrase de passe',
};

describe('telephoneField', () => {
  const phone = telephoneField();
  it.each([
    ['0550123456', '0550123456'],
    ['0550 12 34 56', '0550123456'],
    ['06.61.23.45.67', '0661234567'],
    ['0770-12-34-56', '0770123456'],
    ['+213550123456', '+213550123456'],
    ['+213 550 12 34 56', '+213550123456'],
    ['00213 7 70 12 34 56', '00213770123456'],
    ['021 23 45 67', '021234567'],
    ['+213 21 23 45 67', '+21321234567'],
  ])('accepts %s', (input, stored) => {
    expect(phone.parse(input)).toBe(stored);
  });

  it.each([
    '12345',
    '0150123456',
    '055012345',
    '05501234567',
    '+33612345678',
    '+2130550123456',
    '05 50 12 34 5a',
  ])('refuses %s in French', (input) => {
    const r = phone.safeParse(input);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe(TELEPHONE_MESSAGE);
  });
});

describe('loginSchema', () => {
  it('normalises the e-mail and keeps the password as typed', () => {
    expect(loginSchema.parse({ email: ' A@B.DZ ', password: ' x y ' })).toEqual({
      email: 'a@b.dz',
      password: ' x y ',
    });
  });
  it('requires both fields', () => {
    expect(errorsOf(loginSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: ['Le champ email est obligatoire.'],
      password: ['Le champ mot de passe est obligatoire.'],
    });
  });
});

describe('clientRegisterSchema', () => {
  it('parses a valid form, trimming and normalising', () => {
    expect(clientRegisterSchema.parse(client)).toEqual({
      ...client,
      nom: 'Benali',
      email: 'amina@exemple.dz',
      telephone: '0550123456',
    });
  });

  it('treats an empty genre as none, and refuses other values', () => {
    expect(clientRegisterSchema.parse({ ...client, genre: '' }).genre).toBeUndefined();
    expect(clientRegisterSchema.parse({ ...client, genre: 'home' }).genre).toBe('home');
    expect(errorsOf(clientRegisterSchema.safeParse({ ...client, genre: 'homme' }))).toEqual({
      genre: ['Le champ genre sélectionné est invalide.'],
    });
  });

  it('accepts only the wilaya labels', () => {
    expect(errorsOf(clientRegisterSchema.safeParse({ ...client, wilaya: '16' }))).toEqual({
      wilaya: ['Le champ wilaya sélectionné est invalide.'],
    });
    expect(clientRegisterSchema.safeParse({ ...client, wilaya: '01 - Adrar' }).success).toBe(true);
  });

  it('reports the mismatch on password_confirmation, together with the other errors', () => {
    expect(
      errorsOf(clientRegisterSchema.safeParse({ ...client, nom: '', password_confirmation: 'different' })),
    ).toEqual({ nom: ['Le champ nom est obligatoire.'], password_confirmation: [PASSWORD_MISMATCH] });
  });

  it('requires at least 8 characters and accepts long passphrases', () => {
    expect(
      errorsOf(
        clientRegisterSchema.safeParse({
          ...client,
          password: 'a'.repeat(7),
          password_confirmation: 'a'.repeat(7),
        }),
      ),
    ).toEqual({ password: ['Le champ mot de passe doit contenir au moins 8 caractères.'] });
    const long = 'mot '.repeat(100);
    expect(
      clientRegisterSchema.safeParse({ ...client, password: long, password_confirmation: long }).success,
    ).toBe(true);
  });
});

describe('recovery and admin schemas', () => {
  it('forgotPasswordSchema wants a real e-mail', () => {
    expect(forgotPasswordSchema.safeParse({ email: 'x' }).success).toBe(false);
    expect(forgotPasswordSchema.parse({ email: 'X@Y.DZ' })).toEqual({ email: 'x@y.dz' });
  });

  it('resetPasswordSchema checks token, password and confirmation', () => {
    expect(
      errorsOf(
        resetPasswordSchema.safeParse({
          token: ' ',
          password: 'Figuier-Tlemcen-2026',
          password_confirmation: 'Figuier-Tlemcen-2027',
        }),
      ),
    ).toEqual({
      token: ['Le champ jeton est obligatoire.'],
      password_confirmation: [PASSWORD_MISMATCH],
    });
  });

  it('adminRegisterSchema has the admin fields', () => {
    expect(
      adminRegisterSchema.parse({
        name: 'Nadia',
        email: 'N@S.DZ',
        password: 'Figuier-Tlemcen-2026',
        password_confirmation: 'Figuier-Tlemcen-2026',
      }),
    ).toEqual({
      name: 'Nadia',
      email: 'n@s.dz',
      password: 'Figuier-Tlemcen-2026',
      password_confirmation: 'Figuier-Tlemcen-2026',
    });
    expect(Object.keys(errorsOf(adminRegisterSchema.safeParse({})))).toEqual([
      'name',
      'email',
      'password',
      'password_confirmation',
    ]);
  });
});

describe('reply schemas and messages', () => {
  it('the client reply has no password field', () => {
    expect(Object.keys(clientAccountSchema.shape)).not.toContain('password');
  });

  it('says how long to wait, in whole minutes', () => {
    expect(tooManyLoginsMessage(900)).toBe(
      'Trop de tentatives de connexion. Veuillez réessayer dans 15 minutes.',
    );
    expect(tooManyLoginsMessage(30)).toBe(
      'Trop de tentatives de connexion. Veuillez réessayer dans 1 minute.',
    );
    expect(tooManyLoginsMessage(61)).toBe(
      'Trop de tentatives de connexion. Veuillez réessayer dans 2 minutes.',
    );
    expect(tooManyResetsMessage(600)).toBe(
      'Trop de demandes de réinitialisation. Veuillez réessayer dans 10 minutes.',
    );
  });
});

describe("adminProfileEditSchema (the administrator's own account)", () => {
  const change = {
    name: 'Amina',
    password: 'Figuier-Tlemcen-2026',
    password_confirmation: 'Figuier-Tlemcen-2026',
  };

  it('a name alone is enough; blank password fields are not sent', () => {
    expect(
      adminProfileEditSchema.parse({
        name: ' Amina ',
        password: '',
        password_confirmation: '',
        current_password: '',
      }),
    ).toEqual({ name: 'Amina' });
  });

  it('a new password needs its confirmation and the current password, reported together', () => {
    expect(errorsOf(adminProfileEditSchema.safeParse(change))).toEqual({
      current_password: [CURRENT_PASSWORD_MESSAGES.required],
    });
    expect(
      errorsOf(adminProfileEditSchema.safeParse({ ...change, name: '', password_confirmation: 'autre' })),
    ).toEqual({
      name: ['Le champ nom est obligatoire.'],
      password_confirmation: [PASSWORD_MISMATCH],
      current_password: [CURRENT_PASSWORD_MESSAGES.required],
    });
    expect(adminProfileEditSchema.safeParse({ ...change, current_password: 'Ancien-2026' }).success).toBe(
      true,
    );
  });
});
