import { existsSync } from 'node:fs';
import { rm, utimes } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { makeFondateur, makeSousCategorie } from '../../../test/factories';
import { clients, marchands } from '../../db/schema/accounts';
import { categories, sousCategories } from '../../db/schema/catalog';
import { fondateurs, sponsors } from '../../db/schema/content';
import { MEDIA_WIDTHS } from '../../lib/media';
import { call, makeSessions, png } from '../article-management/article-management.fixtures';
import { clientWithToken } from '../orders/orders.fixtures';
import { mediaStillUsed } from './media-references.repository';
import { MEDIA_SWEEP_GRACE_MS, sweepUnusedMedia } from './media-sweep.service';

/**
 * No stored picture stays unreferenced (docs/decisions/0034-media-cleanup.md): concurrent
 * replacements of the same picture each remove the one they replaced, and the periodic sweep
 * removes what is left behind otherwise, never a young file nor a referenced one.
 */
describe('media cleanup', () => {
  const t = useTestApp();
  const root = () => path.join(t.config.DATA_DIR, 'media');
  const fileOf = (url: string, width: number) =>
    path.join(
      root(),
      url.replace(/^\/media\//, '').replace(/\.webp$/, width === 1280 ? '.webp' : `-${width}.webp`),
    );

  beforeEach(async () => {
    // The database is emptied before each test; the files of earlier tests go with it.
    await rm(root(), { recursive: true, force: true });
  });

  /** Stored pictures no row shows. */
  async function unreferenced(): Promise<string[]> {
    const stored = (await t.app.media.listStored()).map((f) => f.url);
    const used = await mediaStillUsed(t.database.db, stored);
    return stored.filter((url) => !used.has(url)).sort();
  }

  /** Each call sends a picture of its own colour: 8 different new pictures for the same slot. */
  const colours = ['#e63946', '#f1faee', '#a8dadc', '#457b9d', '#1d3557', '#2a9d8f', '#e9c46a', '#f4a261'];
  async function eightAtOnce(send: (picture: string, i: number) => Promise<{ statusCode: number }>) {
    const pictures = await Promise.all(colours.map((c) => png(c)));
    const replies = await Promise.all(pictures.map((p, i) => send(p, i)));
    expect(replies.map((r) => r.statusCode)).toEqual(colours.map(() => 200));
  }

  /** The row's picture is on disk in every width. */
  function expectStored(url: string | null) {
    expect(url).toMatch(/^\/media\//);
    for (const w of MEDIA_WIDTHS) expect(existsSync(fileOf(url as string, w)), `${url} ${w}`).toBe(true);
  }

  it('8 parallel replacements of the same picture leave exactly the referenced files', async () => {
    const db = t.database.db;
    const s = await makeSessions(t.app);
    const admin = s.admin.token;

    // Every slot starts with a stored picture, which the first replacement must remove.
    const { client, headers } = await clientWithToken(t.app);
    const profile = {
      nom: 'Saidi',
      prenom: 'Nesrine',
      genre: 'femme',
      telephone: '0770 12 34 56',
      adresse: '5 rue Ben Boulaid',
      wilaya: '25 - Constantine',
    };
    const editProfile = (url_photo: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/client/profilEdit',
        headers,
        payload: { ...profile, url_photo },
      });
    const store = s.partnerA.row;
    const editStore = (picture: string) =>
      call(t.app, 'POST', 'v1/marchand/profilEdit', s.partnerA.token, {
        nom: 'Bensalem',
        prenom: 'Yasmine',
        email: store.email,
        telephone: '0770 11 22 33',
        designation_magasin: 'Atelier Yasmine',
        adresse_magasin: '5 rue Larbi Ben Mhidi',
        wilaya_magasin: '25 - Constantine',
        url_photo: picture,
        url_photo_magasin: picture,
      });
    const sponsor = (
      await call(t.app, 'POST', 'v1/user/sponsorAdd', admin, {
        nom: 'Ooredoo',
        url: '',
        url_logo: await png('#000000'),
      })
    ).json().data;
    const editSponsor = (url_logo: string) =>
      call(t.app, 'POST', `v1/user/sponsorEdit/${sponsor.id}`, admin, { nom: 'Ooredoo', url: '', url_logo });
    const founder = await makeFondateur(db);
    const editFounder = (url_photo: string) =>
      call(t.app, 'POST', `v1/user/fondateurEdit/${founder.id}`, admin, {
        nom: founder.nom,
        prenom: founder.prenom,
        email: founder.email,
        url_photo,
      });
    const categorie = s.categorie;
    const editCategorie = (url_image: string) =>
      call(t.app, 'POST', `v1/user/categorieEdit/${categorie.id}`, admin, {
        id: categorie.id,
        designation: categorie.designation,
        url_image,
      });
    const sous = await makeSousCategorie(db, categorie.id);
    const editSous = (url_image: string) =>
      call(t.app, 'POST', `v1/user/souscategorieEdit/${sous.id}`, admin, {
        id: sous.id,
        designation: sous.designation,
        url_image,
      });

    const slots = [editProfile, editStore, editSponsor, editFounder, editCategorie, editSous];
    for (const edit of slots) expect((await edit(await png('#000000'))).statusCode).toBe(200);
    expect(await unreferenced()).toEqual([]);

    for (const edit of slots) await eightAtOnce(edit);

    expect(await unreferenced()).toEqual([]);
    const [c] = await db.select().from(clients).where(eq(clients.id, client.id));
    const [m] = await db.select().from(marchands).where(eq(marchands.id, store.id));
    const [sp] = await db.select().from(sponsors).where(eq(sponsors.id, sponsor.id));
    const [f] = await db.select().from(fondateurs).where(eq(fondateurs.id, founder.id));
    const [cat] = await db.select().from(categories).where(eq(categories.id, categorie.id));
    const [sc] = await db.select().from(sousCategories).where(eq(sousCategories.id, sous.id));
    const shown = [
      c.urlPhoto,
      m.urlPhoto,
      m.urlPhotoMagasin,
      sp.urlLogo,
      f.urlPhoto,
      cat.urlImage,
      sc.urlImage,
    ];
    for (const url of shown) expectStored(url);
    // Nothing else is on disk: one picture per slot.
    expect((await t.app.media.listStored()).map((x) => x.url).sort()).toEqual([...new Set(shown)].sort());
  });

  it('a replaced picture another row still shows stays on disk', async () => {
    const { headers } = await clientWithToken(t.app);
    const shared = (await t.app.media.saveDataUrl(await png('#123456'))).url;
    await t.database.db.update(clients).set({ urlPhoto: shared });
    await makeFondateur(t.database.db, { urlPhoto: shared });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/client/profilEdit',
      headers,
      payload: {
        nom: 'Saidi',
        prenom: 'Nesrine',
        genre: 'femme',
        telephone: '0770 12 34 56',
        adresse: '5 rue Ben Boulaid',
        wilaya: '25 - Constantine',
        url_photo: await png('#654321'),
      },
    });
    expect(res.statusCode).toBe(200);
    expectStored(shared);
    expect(await unreferenced()).toEqual([]);
  });

  describe('the periodic sweep', () => {
    const age = async (url: string, ms: number) => {
      const when = new Date(Date.now() - ms);
      for (const w of MEDIA_WIDTHS) await utimes(fileOf(url, w), when, when);
    };

    it('removes an old unreferenced picture, keeps a young one and every referenced one', async () => {
      const db = t.database.db;
      const media = t.app.media;
      const oldOrphan = (await media.saveDataUrl(await png('#111111'))).url;
      const youngOrphan = (await media.saveDataUrl(await png('#222222'))).url;
      const oldShown = (await media.saveDataUrl(await png('#333333'))).url;
      const oldOrdered = (await media.saveDataUrl(await png('#444444'))).url;
      await makeFondateur(db, { urlPhoto: oldShown });
      const categorie = (await makeSessions(t.app)).categorie;
      await db.update(categories).set({ urlImage: oldOrdered }).where(eq(categories.id, categorie.id));
      const hour = 60 * 60_000;
      for (const url of [oldOrphan, oldShown, oldOrdered]) await age(url, MEDIA_SWEEP_GRACE_MS + hour);
      await age(youngOrphan, MEDIA_SWEEP_GRACE_MS - hour);

      expect(await sweepUnusedMedia(db, media, new Date())).toBe(1);

      for (const w of MEDIA_WIDTHS) expect(existsSync(fileOf(oldOrphan, w))).toBe(false);
      for (const url of [youngOrphan, oldShown, oldOrdered]) expectStored(url);
      expect((await media.listStored()).map((f) => f.url).sort()).toEqual(
        [youngOrphan, oldShown, oldOrdered].sort(),
      );
      // Once the young one is old enough, it goes too.
      expect(await sweepUnusedMedia(db, media, new Date(Date.now() + 2 * hour))).toBe(1);
      expect(await unreferenced()).toEqual([]);
    });

    // PGlite has one connection (one process): the lock matters with PostgreSQL only.
    it.runIf(process.env.SOUK_TEST_ENGINE === 'pg')('does nothing while another process sweeps', async () => {
      const db = t.database.db;
      const orphan = (await t.app.media.saveDataUrl(await png('#555555'))).url;
      await age(orphan, MEDIA_SWEEP_GRACE_MS * 2);
      // Held by another session (another pool connection) for the duration of the call.
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('souk:media-sweep'))`);
        expect(await sweepUnusedMedia(db, t.app.media, new Date())).toBeNull();
      });
      expectStored(orphan);
      expect(await sweepUnusedMedia(db, t.app.media, new Date())).toBe(1);
    });
  });
});
