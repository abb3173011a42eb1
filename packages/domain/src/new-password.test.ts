import { describe, expect, it } from 'vitest';
import {
  adminProfileEditSchema,
  adminRegisterSchema,
  clientRegisterSchema,
  resetPasswordSchema,
} from './auth-schemas';
import { profileEditSchema } from './client-schemas';
import { fixedCode } from './error-codes';
import { createCompteSchema } from './public-forms';
import { ownStoreProfileEditSchema, storeProfileEditSchema } from './store-profile-schemas';
import { CURRENT_PASSWORD_MESSAGES, PASSWORD_MISMATCH, toFieldErrors, type z } from './validation';

/**
 * The "new password + confirmation" rule (validation.ts `confirmedPassword`) is the same in every
 * payload that has it: register (client, admin), reset, the profile edits (client, admin, store) and
 * the partner account the administrator creates.
 */
const PASSWORD = 'Figuier-Tlemcen-2026';
const base = {
  clientRegister: {
    nom: 'Saidi',
    prenom: 'Nesrine',
    email: 'nesrine@souk.dz',
    telephone: '0770123456',
    adresse: '5 rue Ben Boulaid',
    wilaya: '25 - Constantine',
  },
  adminRegister: { name: 'Admin', email: 'admin@souk.dz' },
  reset: { token: 'tok' },
  profile: {
    nom: 'Saidi',
    prenom: 'Nesrine',
    genre: 'femme',
    telephone: '0770123456',
    adresse: '5 rue Ben Boulaid',
    wilaya: '25 - Constantine',
  },
  adminProfile: { name: 'Admin' },
  store: {
    nom: 'Haddad',
    prenom: 'Yasmine',
    email: 'yasmine@boutique.dz',
    telephone: '0550123456',
    designation_magasin: 'Atelier Yasmine',
    adresse_magasin: 'Rue Larbi Ben Mhidi',
    wilaya_magasin: '25 - Constantine',
  },
  createCompte: { id: 3 },
};
const schemas: [string, z.ZodType, Record<string, unknown>][] = [
  ['clientRegisterSchema', clientRegisterSchema, base.clientRegister],
  ['adminRegisterSchema', adminRegisterSchema, base.adminRegister],
  ['resetPasswordSchema', resetPasswordSchema, base.reset],
  ['profileEditSchema', profileEditSchema, { ...base.profile, current_password: 'x' }],
  ['adminProfileEditSchema', adminProfileEditSchema, { ...base.adminProfile, current_password: 'x' }],
  ['storeProfileEditSchema', storeProfileEditSchema, base.store],
  ['ownStoreProfileEditSchema', ownStoreProfileEditSchema, { ...base.store, current_password: 'x' }],
  ['createCompteSchema', createCompteSchema, base.createCompte],
];

const errorsOf = (schema: z.ZodType, input: unknown) => {
  const r = schema.safeParse(input);
  return r.success ? { errors: {}, codes: {} } : toFieldErrors(r.error);
};

describe.each(schemas)('%s: the new password + confirmation rule', (_name, schema, fields) => {
  it('accepts a password with its confirmation', () => {
    expect(
      errorsOf(schema, { ...fields, password: PASSWORD, password_confirmation: PASSWORD }).errors,
    ).toEqual({});
  });

  it('reports a different confirmation under password_confirmation, with its code', () => {
    const { errors, codes } = errorsOf(schema, {
      ...fields,
      password: PASSWORD,
      password_confirmation: `${PASSWORD}!`,
    });
    expect(errors).toEqual({ password_confirmation: [PASSWORD_MISMATCH] });
    expect(codes.password_confirmation).toEqual([fixedCode(PASSWORD_MISMATCH)]);
  });

  it('reports it alongside the other fields’ errors', () => {
    const { errors } = errorsOf(schema, {
      ...fields,
      password: PASSWORD,
      password_confirmation: 'autre',
      [Object.keys(fields)[0] === 'id' ? 'id' : Object.keys(fields)[0]]: '',
    });
    expect(errors.password_confirmation).toEqual([PASSWORD_MISMATCH]);
    expect(Object.keys(errors).length).toBeGreaterThan(1);
  });
});

describe('the profile edits: a new password is optional and needs the current one', () => {
  it.each([
    ['profileEditSchema', profileEditSchema, base.profile],
    ['adminProfileEditSchema', adminProfileEditSchema, base.adminProfile],
    ['ownStoreProfileEditSchema', ownStoreProfileEditSchema, base.store],
  ] as const)('%s', (_name, schema, fields) => {
    expect(errorsOf(schema, { ...fields, password: '', password_confirmation: '' }).errors).toEqual({});
    expect(
      errorsOf(schema, { ...fields, password: PASSWORD, password_confirmation: PASSWORD }).errors,
    ).toEqual({ current_password: [CURRENT_PASSWORD_MESSAGES.required] });
    // A typed password without its confirmation is a mismatch.
    expect(errorsOf(schema, { ...fields, password: PASSWORD, current_password: 'x' }).errors).toEqual({
      password_confirmation: [PASSWORD_MISMATCH],
    });
  });

  it('an administrator editing a store is not asked for its current password', () => {
    expect(
      errorsOf(storeProfileEditSchema, { ...base.store, password: PASSWORD, password_confirmation: PASSWORD })
        .errors,
    ).toEqual({});
  });
});
