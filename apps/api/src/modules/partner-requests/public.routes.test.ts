import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { makeMarchand } from '../../../test/factories';
import { demandeComptes } from '../../db/schema/content';

const request = {
  nom: 'Haddad',
  prenom: 'Karim',
  telephone: '0661 22 33 44',
  email: 'karim@boutique.dz',
  designation_magasin: 'Électro Bab Ezzouar',
  adresse_magasin: 'Cité 5 juillet, Bab Ezzouar',
  wilaya_magasin: '16 - Alger',
  description: 'Électroménager et téléphonie depuis 2010.',
};

describe('POST /api/v1/demandeCompte', () => {
  const t = useTestApp();
  const send = (payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/demandeCompte', payload });

  it('records a pending request and answers the fixed success text', async () => {
    const res = await send(request);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Demande envoyée avec success');
    const [row] = await t.database.db.select().from(demandeComptes);
    expect(row).toMatchObject({ email: 'karim@boutique.dz', etat: false, wilayaMagasin: '16 - Alger' });
  });

  it('answers 422 under the documented field keys', async () => {
    const res = await send({ ...request, wilaya_magasin: 'Alger', designation_magasin: '' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['designation_magasin', 'wilaya_magasin']);
    const empty = await send({});
    expect(Object.keys(empty.json().errors).sort()).toEqual(
      [
        'adresse_magasin',
        'description',
        'designation_magasin',
        'email',
        'nom',
        'prenom',
        'telephone',
        'wilaya_magasin',
      ].sort(),
    );
  });

  it('refuses a second pending request and an e-mail that already has a store', async () => {
    expect((await send(request)).statusCode).toBe(201);
    const again = await send(request);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.email).toEqual([
      'Une demande est déjà en cours de traitement pour cet email.',
    ]);
    expect(again.json().codes.email).toEqual([{ code: 'partner_request_pending', params: {} }]);
    await makeMarchand(t.database.db, { email: 'deja@souk.dz' });
    const taken = await send({ ...request, email: 'DEJA@souk.dz' });
    expect(taken.json().errors.email).toEqual(['Un compte partenaire existe déjà avec cet email.']);
    expect(taken.json().codes.email).toEqual([{ code: 'partner_email_taken', params: {} }]);
    expect(await t.database.db.select().from(demandeComptes)).toHaveLength(1);
  });
});
