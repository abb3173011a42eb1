import { describe, expect, it } from 'vitest';
import { notationAddSchema, panierAddSchema, profileEditSchema, stockShortMessage } from './client-schemas';
import { PASSWORD_MISMATCH, toLaravelErrors } from './validation';

const profile = {
  nom: 'Saidi',
  prenom: 'Nesrine',
  genre: 'femme',
  telephone: '0770 12 34 56',
  adresse: '5 rue Ben Boulaid',
  wilaya: '25 - Constantine',
};

const errorsOf = (r: { success: boolean; error?: unknown }) =>
  r.success ? {} : toLaravelErrors(r.error as Parameters<typeof toLaravelErrors>[0]);

describe('profileEditSchema', () => {
  it('accepts a profile without password nor photo; empty links mean removed, absent unchanged', () => {
    const parsed = profileEditSchema.parse({ ...profile, facebook: '', instagram: null, email: 'x@y.dz' });
    expect(parsed).toMatchObject({ telephone: '0770123456', facebook: null, instagram: null });
    expect(parsed.twitter).toBeUndefined();
    expect(parsed.password).toBeUndefined();
    expect(parsed).not.toHaveProperty('email');
  });

  it('ignores an empty password and requires the confirmation of a new one', () => {
    expect(profileEditSchema.safeParse({ ...profile, password: '', password_confirmation: '' }).success).toBe(
      true,
    );
    const r = profileEditSchema.safeParse({
      ...profile,
      password: 'NouveauMotDePasse',
      password_confirmation: 'x',
      current_password: 'Ancien-mot-de-passe',
    });
    expect(errorsOf(r)).toEqual({ password_confirmation: [PASSWORD_MISMATCH] });
  });

  it('requires the current password with a new one, only then', () => {
    const r = profileEditSchema.safeParse({
      ...profile,
      password: 'NouveauMotDePasse',
      password_confirmation: 'NouveauMotDePasse',
      current_password: '',
    });
    expect(errorsOf(r)).toEqual({ current_password: ['Le mot de passe actuel est obligatoire.'] });
    expect(profileEditSchema.safeParse({ ...profile, current_password: '' }).success).toBe(true);
  });

  it('reports the mismatch together with the other fields', () => {
    const r = profileEditSchema.safeParse({ ...profile, nom: '', password: 'NouveauMotDePasse' });
    expect(Object.keys(errorsOf(r)).sort()).toEqual(['current_password', 'nom', 'password_confirmation']);
  });

  it('accepts only http(s) links', () => {
    const r = profileEditSchema.safeParse({
      ...profile,
      linkedin: 'ftp://exemple.dz',
      twitter: 'pas une url',
    });
    expect(Object.keys(errorsOf(r)).sort()).toEqual(['linkedin', 'twitter']);
  });
});

describe('panierAddSchema and notationAddSchema', () => {
  it('reads numbers sent as text, and keeps missing fields missing', () => {
    expect(panierAddSchema.parse({ stock_article_id: '12', quantite: '3' })).toEqual({
      stock_article_id: 12,
      quantite: 3,
    });
    expect(errorsOf(panierAddSchema.safeParse({}))).toEqual({
      stock_article_id: ['Le champ stock article id est obligatoire.'],
      quantite: ['Le champ quantité est obligatoire.'],
    });
  });

  it('takes a note from 1 to 5, as text or number', () => {
    const base = { article_id: 1, commentaire: 'Bien.' };
    expect(notationAddSchema.parse({ ...base, note: '5' }).note).toBe(5);
    expect(notationAddSchema.parse({ ...base, note: 1 }).note).toBe(1);
    for (const note of ['0', '6', '2.5', 'cinq', '', true]) {
      expect(notationAddSchema.safeParse({ ...base, note }).success, String(note)).toBe(false);
    }
  });
});

describe('stockShortMessage', () => {
  it('names the article and what is left, never a negative count', () => {
    expect(stockShortMessage('Tajine', 2)).toBe('Stock insuffisant pour « Tajine » : 2 disponible(s).');
    expect(stockShortMessage('Tajine', -1)).toBe('Stock insuffisant pour « Tajine » : 0 disponible(s).');
  });
});
