import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { marchands } from '../../db/schema/accounts';
import { loginAs, TEST_PASSWORD } from '../accounts/accounts.fixtures';
import {
  call,
  makeSessions,
  NOT_AN_IMAGE,
  png,
  type Sessions,
} from '../article-management/article-management.fixtures';

const MISMATCH = 'Le mot de passe de confirmation ne correspond pas au mot de passe.';

/** A complete, valid edit body (what the modal sends without new photos nor password). */
const form = (over: object = {}) => ({
  nom: 'Bensalem',
  prenom: 'Yasmine',
  email: 'yasmine@boutique.dz',
  telephone: '0770 11 22 33',
  genre: 'femme',
  designation_magasin: 'Atelier Yasmine',
  adresse_magasin: '5 rue Larbi Ben Mhidi',
  wilaya_magasin: '25 - Constantine',
  description: 'Bijoux berbères en argent.',
  facebook: 'https://facebook.com/atelier.yasmine',
  instagram: '',
  linkedin: '',
  twitter: '',
  ...over,
});

describe('store profile: profilShow, profilEdit and marchandEdit', () => {
  const t = useTestApp();
  let s: Sessions;
  /** Partner A's and B's store rows as created. */
  let a: typeof marchands.$inferSelect;
  let b: typeof marchands.$inferSelect;
  beforeEach(async () => {
    s = await makeSessions(t.app);
    a = await store(s.partnerA.row.id);
    b = await store(s.partnerB.row.id);
  });

  const store = async (id: number) => {
    const [row] = await t.database.db.select().from(marchands).where(eq(marchands.id, id));
    return row;
  };
  const mediaFile = (url: string) => path.join(t.config.DATA_DIR, 'media', url.replace(/^\/media\//, ''));
  /** Every file under the media directory (pictures written by a refused edit must be gone). */
  const mediaFiles = () => {
    const root = path.join(t.config.DATA_DIR, 'media');
    return existsSync(root)
      ? readdirSync(root, { recursive: true })
          .map(String)
          .filter((f) => f.endsWith('.webp'))
      : [];
  };
  const edit = (token: string | null, body: object) =>
    call(t.app, 'POST', 'v1/marchand/profilEdit', token, body);
  const adminEdit = (id: number | string, token: string | null, body: object) =>
    call(t.app, 'POST', `v1/user/marchandEdit/${id}`, token, body);

  describe('langue', () => {
    it("records the calling partner's language only, and refuses one Souk does not speak", async () => {
      const res = await call(t.app, 'POST', 'v1/marchand/langue', s.partnerA.token, { langue: 'ar' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Langue enregistrée', langue: 'ar' });
      expect((await store(s.partnerA.row.id)).langue).toBe('ar');
      expect((await store(s.partnerB.row.id)).langue).toBe('fr');
      const wrong = await call(t.app, 'POST', 'v1/marchand/langue', s.partnerA.token, { langue: 'de' });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors).toEqual({ langue: ['Le champ langue sélectionné est invalide.'] });
      expect((await store(s.partnerA.row.id)).langue).toBe('ar');
    });
  });

  describe('who may call what', () => {
    it('answers 401 without a token, 403 to another role', async () => {
      const routes = [
        { method: 'GET' as const, url: 'v1/marchand/profilShow', own: s.partnerA.token },
        { method: 'POST' as const, url: 'v1/marchand/profilEdit', own: s.partnerA.token },
        { method: 'POST' as const, url: `v1/user/marchandEdit/${s.partnerA.row.id}`, own: s.admin.token },
      ];
      const before = await store(s.partnerA.row.id);
      for (const r of routes) {
        expect((await call(t.app, r.method, r.url, null, form())).statusCode, r.url).toBe(401);
        const others = [s.client.token, s.admin.token, s.partnerA.token].filter((tk) => tk !== r.own);
        for (const token of others) {
          expect((await call(t.app, r.method, r.url, token, form())).statusCode, r.url).toBe(403);
        }
      }
      expect(await store(s.partnerA.row.id)).toEqual(before);
    });

    it('shows the partner its own profile, never the password', async () => {
      const res = await call(t.app, 'GET', 'v1/marchand/profilShow', s.partnerA.token);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        id: s.partnerA.row.id,
        email: s.partnerA.row.email,
        designation_magasin: a.designationMagasin,
        wilaya_magasin: a.wilayaMagasin,
      });
      expect(res.json().data).not.toHaveProperty('password');
    });

    it('edits only the calling partner’s store, whatever id the body names', async () => {
      const b = await store(s.partnerB.row.id);
      const res = await edit(s.partnerA.token, form({ id: s.partnerB.row.id }));
      expect(res.statusCode, res.body).toBe(200);
      expect((await store(s.partnerA.row.id)).designationMagasin).toBe('Atelier Yasmine');
      expect(await store(s.partnerB.row.id)).toEqual(b);
    });

    it('answers 404 to an administrator naming an unknown store', async () => {
      for (const id of [999_999, 'abc']) {
        expect((await adminEdit(id, s.admin.token, form())).statusCode).toBe(404);
      }
    });
  });

  it('saves every field and answers the new profile with the fixed message', async () => {
    const res = await edit(s.partnerA.token, form({ email: 'Yasmine@Boutique.DZ' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Modification avec success');
    expect(res.json().data).toMatchObject({
      nom: 'Bensalem',
      prenom: 'Yasmine',
      email: 'yasmine@boutique.dz',
      telephone: '0770112233',
      genre: 'femme',
      designation_magasin: 'Atelier Yasmine',
      adresse_magasin: '5 rue Larbi Ben Mhidi',
      wilaya_magasin: '25 - Constantine',
      description: 'Bijoux berbères en argent.',
      facebook: 'https://facebook.com/atelier.yasmine',
      instagram: null,
      slug: a.slug,
    });
    const shown = await call(t.app, 'GET', 'v1/marchand/profilShow', s.partnerA.token);
    expect(shown.json().data).toEqual(res.json().data);
  });

  it('ignores fields outside the profile (state, slug, id)', async () => {
    const res = await adminEdit(
      s.partnerA.row.id,
      s.admin.token,
      form({ valide: false, slug: 'pirate', id: s.partnerB.row.id, etat: 0, created_at: '2000-01-01' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const row = await store(s.partnerA.row.id);
    expect(row).toMatchObject({
      valide: true,
      slug: a.slug,
      designationMagasin: 'Atelier Yasmine',
    });
    expect(row.createdAt).toEqual(s.partnerA.row.createdAt);
    expect((await store(s.partnerB.row.id)).designationMagasin).toBe(b.designationMagasin);
  });

  it('refuses an e-mail used by another store, keeps its own', async () => {
    for (const send of [
      (body: object) => edit(s.partnerA.token, body),
      (body: object) => adminEdit(s.partnerA.row.id, s.admin.token, body),
    ]) {
      const taken = await send(form({ email: s.partnerB.row.email.toUpperCase() }));
      expect(taken.statusCode).toBe(422);
      expect(taken.json().errors).toEqual({ email: ['Cette adresse email est déjà utilisée.'] });
      expect((await store(s.partnerA.row.id)).email).toBe(s.partnerA.row.email);
      expect((await send(form({ email: s.partnerA.row.email }))).statusCode).toBe(200);
    }
  });

  it('answers French messages under each field for a bad form, and changes nothing', async () => {
    const before = await store(s.partnerA.row.id);
    const res = await edit(
      s.partnerA.token,
      form({
        nom: '',
        email: 'pas-un-email',
        telephone: '12',
        wilaya_magasin: '99 - Nulle part',
        facebook: 'ftp://x',
      }),
    );
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(errors.nom).toEqual(['Le champ nom est obligatoire.']);
    expect(errors.email).toEqual(['Le champ email doit être une adresse e-mail valide.']);
    expect(errors.telephone[0]).toMatch(/numéro de téléphone algérien/);
    expect(errors.wilaya_magasin).toBeDefined();
    expect(errors.facebook).toBeDefined();
    const missing = await edit(s.partnerA.token, {});
    expect(Object.keys(missing.json().errors).sort()).toEqual(
      [
        'adresse_magasin',
        'designation_magasin',
        'email',
        'nom',
        'prenom',
        'telephone',
        'wilaya_magasin',
      ].sort(),
    );
    expect(await store(s.partnerA.row.id)).toEqual(before);
  });

  describe('password', () => {
    it('refuses a confirmation that differs', async () => {
      const res = await edit(
        s.partnerA.token,
        form({ password: 'Figuier-Tlemcen-2026', password_confirmation: 'Autre' }),
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ password_confirmation: [MISMATCH] });
      const short = await edit(s.partnerA.token, form({ password: 'court', password_confirmation: 'court' }));
      expect(short.json().errors.password).toEqual([
        'Le champ mot de passe doit contenir au moins 8 caractères.',
      ]);
    });

    it("changes it and ends the partner's other sessions, keeping the current one", async () => {
      const other = await loginAs(t.app, 'marchand', s.partnerA.row.email);
      const res = await edit(
        s.partnerA.token,
        form({
          email: s.partnerA.row.email,
          password: 'Figuier-Tlemcen-2026',
          password_confirmation: 'Figuier-Tlemcen-2026',
          current_password: TEST_PASSWORD,
        }),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect((await call(t.app, 'GET', 'v1/marchand/profilShow', s.partnerA.token)).statusCode).toBe(200);
      expect((await call(t.app, 'GET', 'v1/marchand/profilShow', other)).statusCode).toBe(401);
      await expect(loginAs(t.app, 'marchand', s.partnerA.row.email)).rejects.toThrow();
      expect(await loginAs(t.app, 'marchand', s.partnerA.row.email, 'Figuier-Tlemcen-2026')).toBeTruthy();
    });

    it("needs the partner's current password (missing or wrong: 422 in French, nothing changes)", async () => {
      const before = await store(s.partnerA.row.id);
      const change = {
        email: s.partnerA.row.email,
        password: 'Figuier-Tlemcen-2026',
        password_confirmation: 'Figuier-Tlemcen-2026',
      };
      const missing = await edit(s.partnerA.token, form(change));
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors).toEqual({
        current_password: ['Le mot de passe actuel est obligatoire.'],
      });
      const wrong = await edit(s.partnerA.token, form({ ...change, current_password: 'PasLeBon-2026' }));
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json()).toEqual({
        message: 'Le mot de passe actuel est incorrect.',
        errors: { current_password: ['Le mot de passe actuel est incorrect.'] },
        codes: { current_password: [{ code: 'current_password_wrong', params: {} }] },
      });
      expect(await store(s.partnerA.row.id)).toEqual(before);
    });

    it('set by an administrator, ends every session of the partner', async () => {
      const res = await adminEdit(
        s.partnerA.row.id,
        s.admin.token,
        form({
          email: s.partnerA.row.email,
          password: 'ChoisiParAdmin1',
          password_confirmation: 'ChoisiParAdmin1',
        }),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect((await call(t.app, 'GET', 'v1/marchand/profilShow', s.partnerA.token)).statusCode).toBe(401);
      expect(await loginAs(t.app, 'marchand', s.partnerA.row.email, 'ChoisiParAdmin1')).toBeTruthy();
    });

    it('stays unchanged when left blank', async () => {
      const before = (await store(s.partnerA.row.id)).password;
      const res = await edit(s.partnerA.token, form({ password: '', password_confirmation: '' }));
      expect(res.statusCode).toBe(200);
      expect((await store(s.partnerA.row.id)).password).toBe(before);
    });
  });

  describe('photos', () => {
    it('stores the photos sent as data URLs and replaces the old files', async () => {
      const first = await edit(
        s.partnerA.token,
        form({ url_photo: await png('#111111'), url_photo_magasin: await png() }),
      );
      expect(first.statusCode, first.body).toBe(200);
      const { url_photo, url_photo_magasin } = first.json().data;
      expect(url_photo).toMatch(/^\/media\/.+\.webp$/);
      expect(url_photo_magasin).toMatch(/^\/media\/.+\.webp$/);
      expect(existsSync(mediaFile(url_photo))).toBe(true);

      const second = await adminEdit(
        s.partnerA.row.id,
        s.admin.token,
        form({ url_photo_magasin: await png('#ff0000') }),
      );
      expect(second.statusCode, second.body).toBe(200);
      expect(second.json().data.url_photo).toBe(url_photo);
      expect(second.json().data.url_photo_magasin).not.toBe(url_photo_magasin);
      expect(existsSync(mediaFile(url_photo_magasin))).toBe(false);
      expect(existsSync(mediaFile(url_photo))).toBe(true);
    });

    it('keeps the photos when none is sent, or when the current URL comes back', async () => {
      await t.database.db
        .update(marchands)
        .set({ urlPhoto: '/media/2024/01/ancienne.webp', urlPhotoMagasin: '/media/2024/01/magasin.webp' })
        .where(eq(marchands.id, s.partnerA.row.id));
      for (const body of [
        form(),
        form({ url_photo: '', url_photo_magasin: null }),
        form({ url_photo: '/media/2024/01/ancienne.webp' }),
      ]) {
        const res = await edit(s.partnerA.token, body);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().data).toMatchObject({
          url_photo: '/media/2024/01/ancienne.webp',
          url_photo_magasin: '/media/2024/01/magasin.webp',
        });
      }
    });

    it('refuses what is not an image under its field, and keeps nothing', async () => {
      const before = await store(s.partnerA.row.id);
      const files = mediaFiles();
      const res = await edit(
        s.partnerA.token,
        form({ url_photo: await png(), url_photo_magasin: NOT_AN_IMAGE }),
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        url_photo_magasin: ['Le champ image doit être une image valide (JPEG, PNG, WebP ou GIF).'],
      });
      expect(await store(s.partnerA.row.id)).toEqual(before);
      expect(mediaFiles()).toEqual(files);
      const both = await adminEdit(
        s.partnerA.row.id,
        s.admin.token,
        form({ url_photo: 'texte', url_photo_magasin: NOT_AN_IMAGE }),
      );
      expect(Object.keys(both.json().errors).sort()).toEqual(['url_photo', 'url_photo_magasin']);
    });
  });
});
