import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { contacts } from '../../db/schema/content';

const message = {
  nom: 'Benali',
  prenom: 'Amina',
  telephone: '0550 12 34 56',
  email: 'amina@exemple.dz',
  sujet: 'Livraison à Oran',
  msg: 'Bonjour, livrez-vous à Oran ?',
};

describe('POST /api/v1/contactAdd', () => {
  const t = useTestApp();

  it('stores the message unread and answers the success text', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/contactAdd', payload: message });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Message envoyé avec success');
    const rows = await t.database.db.select().from(contacts);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ nom: 'Benali', telephone: '0550123456', vu: false });
  });

  it('answers 422 with a French message under each field and stores nothing', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/contactAdd', payload: { email: 'x' } });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(Object.keys(body.errors).sort()).toEqual(['email', 'msg', 'nom', 'prenom', 'sujet', 'telephone']);
    expect(body.errors.email).toEqual(['Le champ email doit être une adresse e-mail valide.']);
    expect(body.message).toContain('(et 5 erreurs en plus)');
    // Beside each sentence, its code and parameters (decision 0041).
    expect(body.codes.email).toEqual([{ code: 'email', params: { attribute: 'email' } }]);
    expect(body.codes.msg).toEqual([{ code: 'required', params: { attribute: 'msg' } }]);
    expect(await t.database.db.select().from(contacts)).toHaveLength(0);
  });

  it('refuses U+0000 in a field with its own sentence and code, before any handler', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contactAdd',
      payload: { ...message, sujet: 'Livraison\u0000' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Le champ sujet contient un caractère non autorisé.',
      errors: { sujet: ['Le champ sujet contient un caractère non autorisé.'] },
      codes: { sujet: [{ code: 'forbidden_character', params: { attribute: 'sujet' } }] },
    });
    expect(await t.database.db.select().from(contacts)).toHaveLength(0);
  });

  it('refuses hostile values without a 500: wrong types, huge strings, __proto__', async () => {
    for (const payload of [
      { ...message, nom: 42 },
      { ...message, msg: 'x'.repeat(6000) },
      JSON.parse('{"__proto__": {"admin": true}, "nom": "a"}'),
      [],
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/contactAdd', payload });
      expect(res.statusCode).toBe(422);
    }
    expect(await t.database.db.select().from(contacts)).toHaveLength(0);
  });
});
