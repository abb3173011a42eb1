import { WEAK_PASSWORD_MESSAGES } from '@souk/domain/password-strength';
import { describe, expect, it } from 'vitest';
import { makeDemande } from '../../../test/authz/authz.fixtures';
import { useTestApp } from '../../../test/build-app';
import { createAdminAccount } from '../../cli/admin-create';
import { bearer, makeSession, TEST_PASSWORD } from './accounts.fixtures';

/**
 * Every call that sets a password refuses a guessable one (decision 0031), with the reason under
 * `password`: registration, admin creation (API and CLI), reset, profile edits, partner accounts.
 */
describe('weak passwords are refused wherever a password is set', () => {
  const t = useTestApp();
  const WEAK = 'aaaaaaaa';
  const REASON = WEAK_PASSWORD_MESSAGES.pattern;
  const pair = { password: WEAK, password_confirmation: WEAK };
  const post = (url: string, payload: object, token?: string) =>
    t.app.inject({ method: 'POST', url: `/api/${url}`, payload, headers: token ? bearer(token) : {} });
  const expectRefused = (res: { statusCode: number; json(): { errors?: Record<string, string[]> } }) => {
    expect(res.statusCode).toBe(422);
    expect(res.json().errors?.password).toEqual([REASON]);
  };

  it('client registration', async () => {
    expectRefused(
      await post('v1/client/register', {
        nom: 'Benali',
        prenom: 'Amina',
        email: 'amina@exemple.dz',
        telephone: '0550123456',
        adresse: 'Alger centre',
        wilaya: '16 - Alger',
        ...pair,
      }),
    );
    // A common one, with its own reason.
    const common = await post('v1/client/register', {
      password: 'Azerty123',
      password_confirmation: 'Azerty123',
    });
    expect(common.json().errors.password).toEqual([WEAK_PASSWORD_MESSAGES.common]);
  });

  it('administrator creation (API and CLI) and password reset', async () => {
    expectRefused(await post('v1/user/register', { name: 'Nadia', email: 'nadia@souk.dz', ...pair }));
    await expect(
      createAdminAccount(t.database.db, { email: 'chef@souk.dz', password: WEAK }),
    ).rejects.toThrow(REASON);
    for (const role of ['client', 'marchand', 'user']) {
      expectRefused(await post(`v1/${role}/reset-password`, { token: 'abc', ...pair }));
    }
  });

  it('profile edits (client, partner, administrator on a store) and partner account creation', async () => {
    const client = await makeSession(t.app, 'client');
    expectRefused(
      await post(
        'v1/client/profilEdit',
        {
          nom: 'Saidi',
          prenom: 'Nesrine',
          genre: 'femme',
          telephone: '0770123456',
          adresse: '5 rue Ben Boulaid',
          wilaya: '25 - Constantine',
          current_password: TEST_PASSWORD,
          ...pair,
        },
        client.token,
      ),
    );
    const partner = await makeSession(t.app, 'marchand');
    const admin = await makeSession(t.app, 'user');
    const store = {
      nom: 'Bensalem',
      prenom: 'Yasmine',
      email: partner.row.email,
      telephone: '0770112233',
      designation_magasin: 'Atelier Yasmine',
      adresse_magasin: '5 rue Larbi Ben Mhidi',
      wilaya_magasin: '25 - Constantine',
      ...pair,
    };
    expectRefused(
      await post('v1/marchand/profilEdit', { ...store, current_password: TEST_PASSWORD }, partner.token),
    );
    expectRefused(await post(`v1/user/marchandEdit/${partner.row.id}`, store, admin.token));
    const demande = await makeDemande(t.database.db);
    expectRefused(await post('v1/user/createCompte', { id: demande.id, ...pair }, admin.token));
  });
});
