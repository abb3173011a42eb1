import { beforeAll, describe, expect, it } from 'vitest';
import { clientRegisterSchema } from './auth-schemas';
import { loadPasswordStrength, passwordStrength, WEAK_PASSWORD_MESSAGES } from './password-strength';
import { passwordField, toLaravelErrors } from './validation';

describe('password strength (zxcvbn, common and French dictionaries)', () => {
  beforeAll(async () => {
    await loadPasswordStrength();
  });

  it.each([
    ['aaaaaaaa', WEAK_PASSWORD_MESSAGES.pattern],
    ['azertyuiop', WEAK_PASSWORD_MESSAGES.pattern],
    ['12345678', WEAK_PASSWORD_MESSAGES.common],
    ['motdepasse', WEAK_PASSWORD_MESSAGES.common],
    ['Password123!', WEAK_PASSWORD_MESSAGES.common],
    ['soleil2024', WEAK_PASSWORD_MESSAGES.short],
  ])('refuses %s with its reason', (password, message) => {
    expect(passwordStrength()?.weakness(password)).toBe(message);
    const parsed = passwordField().safeParse(password);
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(toLaravelErrors(parsed.error)).toEqual({ message: [message] });
  });

  it.each([
    'Figuier-Tlemcen-2026',
    'une phrase de passe',
    'Partenaire2025!',
    'MotDePasse123!',
    'x'.repeat(300),
  ])('accepts %s', (password) => {
    expect(passwordField().safeParse(password).success).toBe(true);
  });

  it('says "too short" once, not also "too weak"', () => {
    const parsed = passwordField().safeParse('aaaa');
    expect(parsed.success).toBe(false);
    if (!parsed.success) {
      expect(toLaravelErrors(parsed.error)).toEqual({
        message: ['Le champ valeur doit contenir au moins 8 caractères.'],
      });
    }
  });

  it('applies to the register form, under password', () => {
    const parsed = clientRegisterSchema.safeParse({
      nom: 'Benali',
      prenom: 'Amina',
      email: 'amina@exemple.dz',
      telephone: '0550123456',
      adresse: 'Alger centre',
      wilaya: '16 - Alger',
      password: 'aaaaaaaa',
      password_confirmation: 'aaaaaaaa',
    });
    expect(parsed.success).toBe(false);
    if (!parsed.success) {
      expect(toLaravelErrors(parsed.error)).toEqual({ password: [WEAK_PASSWORD_MESSAGES.pattern] });
    }
  });
});
