import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-app';
import { accessTokens, admins } from '../db/schema/accounts';
import { verifyPassword } from '../lib/passwords';
import { loginAs, makeSession } from '../modules/accounts/accounts.fixtures';
import { AdminCreateError, createAdminAccount, runAdminCreate } from './admin-create';

describe('npm run admin:create', () => {
  const t = useTestApp();

  async function run(argv: string[], env: NodeJS.ProcessEnv = {}) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAdminCreate(argv, {
      env,
      database: t.database,
      out: (l) => out.push(l),
      err: (l) => err.push(l),
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  it('creates an admin from flags, who can then log in', async () => {
    const res = await run(['--email', 'Chef@Souk.dz', '--name', 'Chef', '--password', 'Chef-Souk-2026']);
    expect(res.code).toBe(0);
    expect(res.out).toMatch(/^Administrateur créé : Chef <chef@souk\.dz> \(id \d+\)\.$/);
    const [row] = await t.database.db.select().from(admins);
    expect(row).toMatchObject({ name: 'Chef', email: 'chef@souk.dz' });
    expect(row.password.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
    await loginAs(t.app, 'user', 'chef@souk.dz', 'Chef-Souk-2026');
  });

  it('reads ADMIN_EMAIL / ADMIN_NAME / ADMIN_PASSWORD, flags first', async () => {
    const res = await run(['--name', 'Par drapeau'], {
      ADMIN_EMAIL: 'env@souk.dz',
      ADMIN_NAME: 'Par env',
      ADMIN_PASSWORD: 'Motdepasse-env',
    });
    expect(res.code).toBe(0);
    const [row] = await t.database.db.select().from(admins);
    expect(row).toMatchObject({ name: 'Par drapeau', email: 'env@souk.dz' });
    expect(await verifyPassword(row.password, 'Motdepasse-env')).toBe(true);
  });

  it('refuses invalid input with French messages and exit code 1', async () => {
    const res = await run(['--email', 'pas-un-email', '--password', 'court']);
    expect(res.code).toBe(1);
    expect(res.err).toContain('Erreur : Le champ email doit être une adresse e-mail valide.');
    expect(res.err).toContain('Le champ mot de passe doit contenir au moins 8 caractères.');
    expect(res.err).toContain('Usage : npm run admin:create');
    expect(await t.database.db.select().from(admins)).toHaveLength(0);
  });

  it('refuses unknown flags', async () => {
    const res = await run(['--mail', 'a@b.dz']);
    expect(res.code).toBe(1);
    expect(res.err).toMatch(/^Erreur : /);
  });

  it('refuses an existing e-mail without --force', async () => {
    await createAdminAccount(t.database.db, { email: 'chef@souk.dz', password: 'Chef-Souk-2026' });
    const res = await run(['--email', 'chef@souk.dz', '--password', 'Autre-passe-2']);
    expect(res.code).toBe(1);
    expect(res.err).toBe(
      "Erreur : Un administrateur existe déjà avec l'adresse chef@souk.dz. Relancez avec --force pour changer son mot de passe.",
    );
  });

  it('changes the password with --force and ends the sessions', async () => {
    const { row, token } = await makeSession(t.app, 'user');
    const res = await run(['--email', row.email, '--password', 'Autre-passe-2', '--force']);
    expect(res.code).toBe(0);
    expect(res.out).toContain(`Mot de passe de l'administrateur ${row.email} mis à jour`);
    expect(await t.database.db.select().from(admins)).toHaveLength(1);
    expect(await t.database.db.select().from(accessTokens)).toHaveLength(0);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(401);
    await loginAs(t.app, 'user', row.email, 'Autre-passe-2');
  });

  it('names the admin "Administrateur" when no name is given', async () => {
    const { admin, action } = await createAdminAccount(t.database.db, {
      email: 'sans-nom@souk.dz',
      password: 'Chef-Souk-2026',
    });
    expect(action).toBe('created');
    expect(admin.name).toBe('Administrateur');
  });

  it('throws AdminCreateError for the exported function too', async () => {
    await expect(createAdminAccount(t.database.db, {})).rejects.toBeInstanceOf(AdminCreateError);
  });
});
