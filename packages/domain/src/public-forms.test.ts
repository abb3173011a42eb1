import { describe, expect, it } from 'vitest';
import { contactSchema, partnerRequestSchema } from './public-forms';
import { toLaravelErrors } from './validation';

const contact = {
  nom: 'Benali',
  prenom: 'Amina',
  telephone: '0550 12 34 56',
  email: 'Amina@Exemple.dz',
  sujet: 'Livraison',
  msg: 'Bonjour, quand arrive ma commande ?',
};

describe('contactSchema', () => {
  it('accepts a complete message and normalises phone and e-mail', () => {
    expect(contactSchema.parse(contact)).toMatchObject({
      telephone: '0550123456',
      email: 'amina@exemple.dz',
    });
  });

  it('reports every missing field under its own key, in French', () => {
    const r = contactSchema.safeParse({});
    expect(r.success).toBe(false);
    const errors = toLaravelErrors(r.error!);
    expect(Object.keys(errors).sort()).toEqual(['email', 'msg', 'nom', 'prenom', 'sujet', 'telephone']);
    expect(errors.nom).toEqual(['Le champ nom est obligatoire.']);
  });

  it('refuses a malformed e-mail and a foreign phone number', () => {
    const r = contactSchema.safeParse({ ...contact, email: 'pas-un-email', telephone: '+33 6 12 34 56 78' });
    const errors = toLaravelErrors(r.error!);
    expect(errors.email).toEqual(['Le champ email doit être une adresse e-mail valide.']);
    expect(errors.telephone?.[0]).toContain('numéro de téléphone algérien');
  });
});

describe('partnerRequestSchema', () => {
  const request = {
    nom: 'Haddad',
    prenom: 'Karim',
    telephone: '0661 22 33 44',
    email: 'karim@boutique.dz',
    designation_magasin: 'Électro Bab Ezzouar',
    adresse_magasin: 'Cité 5 juillet, Bab Ezzouar',
    wilaya_magasin: '16 - Alger',
    description: 'Électroménager et téléphonie.',
  };

  it('accepts a wilaya label and refuses anything else', () => {
    expect(partnerRequestSchema.safeParse(request).success).toBe(true);
    const r = partnerRequestSchema.safeParse({ ...request, wilaya_magasin: 'Alger' });
    expect(toLaravelErrors(r.error!).wilaya_magasin).toBeDefined();
  });
});
