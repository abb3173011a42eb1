import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { makeArticle, makeCategorie, makePublicite, makeSousCategorie } from '../../../test/factories';
import { categories, sousCategories } from '../../db/schema/catalog';
import { publicites } from '../../db/schema/content';
import { IMAGE_MESSAGE } from '../../lib/media';
import {
  call,
  mediaExists,
  mediaFiles,
  NOT_AN_IMAGE,
  png,
} from '../article-management/article-management.fixtures';
import { contentSessions } from '../content/content-admin.fixtures';

describe('admin categories (v1/user/categorie…, souscategorie…)', () => {
  const t = useTestApp();
  let admin: string;

  beforeEach(async () => {
    admin = (await contentSessions(t.app)).admin;
  });

  describe('GET categories and categoriesWithoutPagination', () => {
    it('pages categories with their sub-categories and article counts', async () => {
      const db = t.database.db;
      const mode = await makeCategorie(db, { designation: 'Mode', position: 0 });
      const tech = await makeCategorie(db, { designation: 'Électroménager', position: 1 });
      const robes = await makeSousCategorie(db, mode.id, { designation: 'Robes' });
      const vestes = await makeSousCategorie(db, mode.id, { designation: 'Vestes' });
      await makeSousCategorie(db, tech.id, { designation: 'Cuisine' });
      await makeArticle(db, robes.id);
      await makeArticle(db, robes.id, { valide: -1 });
      await makeArticle(db, vestes.id, { valide: 0 });

      const res = await call(t.app, 'GET', 'v1/user/categories', admin);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.meta).toMatchObject({ current_page: 1, total: 2, per_page: 12 });
      expect(body.data[0]).toEqual({
        id: mode.id,
        slug: mode.slug,
        designation: 'Mode',
        url_image: mode.urlImage,
        nbrProduits: 3,
        sous_categories: [
          {
            id: robes.id,
            slug: robes.slug,
            designation: 'Robes',
            url_image: null,
            categorie_id: mode.id,
            nbrProduits: 2,
          },
          expect.objectContaining({ id: vestes.id, nbrProduits: 1 }),
        ],
      });
      expect(body.data[1]).toMatchObject({ designation: 'Électroménager', nbrProduits: 0 });

      const all = await call(t.app, 'GET', 'v1/user/categoriesWithoutPagination', admin);
      expect(all.statusCode).toBe(200);
      expect(all.json().data.map((c: { designation: string }) => c.designation)).toEqual([
        'Mode',
        'Électroménager',
      ]);
      expect(all.json().data[0].sous_categories).toHaveLength(2);
    });

    it('searches category and sub-category names, accents and case ignored, keeping the search in links', async () => {
      const db = t.database.db;
      const tech = await makeCategorie(db, { designation: 'Électroménager' });
      const mode = await makeCategorie(db, { designation: 'Mode' });
      await makeSousCategorie(db, mode.id, { designation: 'Chaussures' });
      await makeCategorie(db, { designation: 'Maison' });

      const byName = (await call(t.app, 'GET', 'v1/user/categories?search=electro', admin)).json();
      expect(byName.data.map((c: { id: number }) => c.id)).toEqual([tech.id]);
      const bySub = (await call(t.app, 'GET', 'v1/user/categories?search=CHAUSS', admin)).json();
      expect(bySub.data.map((c: { id: number }) => c.id)).toEqual([mode.id]);
      expect(bySub.meta.links[1].url).toContain('search=CHAUSS');
      const none = (await call(t.app, 'GET', 'v1/user/categories?search=100%25', admin)).json();
      expect(none.data).toEqual([]);
    });

    it('splits into pages of 12', async () => {
      for (let i = 0; i < 13; i++) await makeCategorie(t.database.db);
      const page2 = (await call(t.app, 'GET', 'v1/user/categories?page=2', admin)).json();
      expect(page2.data).toHaveLength(1);
      expect(page2.meta).toMatchObject({ current_page: 2, last_page: 2, total: 13 });
    });
  });

  describe('POST categorieAdd / categorieEdit', () => {
    it('creates a category with a stored picture, a readable unique slug and the next position', async () => {
      await makeCategorie(t.database.db, { designation: 'Mode', slug: 'jeux-video', position: 4 });
      const res = await call(t.app, 'POST', 'v1/user/categorieAdd', admin, {
        designation: ' Jeux vidéo ',
        url_image: await png(),
      });
      expect(res.statusCode).toBe(201);
      const { message, data } = res.json();
      expect(message).toBe('Creation avec success');
      expect(data).toMatchObject({ designation: 'Jeux vidéo', nbrProduits: 0, sous_categories: [] });
      expect(data.slug).toMatch(/^jeux-video-[0-9a-f]{6}$/);
      expect(data.url_image).toMatch(/^\/media\/.+\.webp$/);
      expect(mediaExists(t, data.url_image)).toBe(true);
      const [row] = await t.database.db.select().from(categories).where(eq(categories.id, data.id));
      expect(row.position).toBe(5);

      const second = await call(t.app, 'POST', 'v1/user/categorieAdd', admin, {
        designation: 'Bijoux',
        url_image: await png(),
      });
      expect(second.json().data.slug).toBe('bijoux');
      // The storefront tree shows it at once.
      const pub = (await t.app.inject({ method: 'GET', url: '/api/v1/categories' })).json();
      expect(pub.data.map((c: { designation: string }) => c.designation)).toContain('Bijoux');
    });

    it('answers French field messages and writes nothing on bad input', async () => {
      await makeCategorie(t.database.db, { designation: 'Électroménager' });
      const files = mediaFiles(t);
      const empty = await call(t.app, 'POST', 'v1/user/categorieAdd', admin, {});
      expect(empty.statusCode).toBe(422);
      expect(empty.json().errors).toEqual({
        designation: ['Le champ désignation est obligatoire.'],
        url_image: ['Le champ image est obligatoire.'],
      });
      const bad = await call(t.app, 'POST', 'v1/user/categorieAdd', admin, {
        designation: 'Jouets',
        url_image: NOT_AN_IMAGE,
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toEqual({ url_image: [IMAGE_MESSAGE] });
      const taken = await call(t.app, 'POST', 'v1/user/categorieAdd', admin, {
        designation: 'electromenager',
        url_image: await png(),
      });
      expect(taken.statusCode).toBe(422);
      expect(taken.json().errors).toEqual({ designation: ['Cette désignation est déjà utilisée.'] });
      expect(taken.json().codes).toEqual({ designation: [{ code: 'designation_taken', params: {} }] });
      expect(await t.database.db.select().from(categories)).toHaveLength(1);
      expect(mediaFiles(t)).toEqual(files);
    });

    it('renames (slug follows) and keeps the picture unless a new one is sent', async () => {
      const db = t.database.db;
      const added = (
        await call(t.app, 'POST', 'v1/user/categorieAdd', admin, {
          designation: 'Mode',
          url_image: await png(),
        })
      ).json().data;
      const renamed = await call(t.app, 'POST', `v1/user/categorieEdit/${added.id}`, admin, {
        id: added.id,
        designation: 'Mode & Beauté',
      });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json()).toMatchObject({
        message: 'Modification avec success',
        data: { designation: 'Mode & Beauté', slug: 'mode-et-beaute', url_image: added.url_image },
      });
      // Sending the current URL back also keeps it.
      const same = await call(t.app, 'POST', `v1/user/categorieEdit/${added.id}`, admin, {
        designation: 'Mode & Beauté',
        url_image: added.url_image,
      });
      expect(same.json().data.url_image).toBe(added.url_image);

      const changed = await call(t.app, 'POST', `v1/user/categorieEdit/${added.id}`, admin, {
        designation: 'Mode & Beauté',
        url_image: await png('#ff0000'),
      });
      const newUrl = changed.json().data.url_image;
      expect(newUrl).not.toBe(added.url_image);
      expect(mediaExists(t, newUrl)).toBe(true);
      expect(mediaExists(t, added.url_image)).toBe(false);

      const foreign = await call(t.app, 'POST', `v1/user/categorieEdit/${added.id}`, admin, {
        designation: 'Mode',
        url_image: 'https://ailleurs.example/x.png',
      });
      expect(foreign.statusCode).toBe(422);
      expect(foreign.json().errors).toEqual({ url_image: [IMAGE_MESSAGE] });
      const [row] = await db.select().from(categories).where(eq(categories.id, added.id));
      expect(row.designation).toBe('Mode & Beauté');
    });

    it('keeps a replaced picture that another row still shows', async () => {
      const db = t.database.db;
      const shared = (
        await call(t.app, 'POST', 'v1/user/categorieAdd', admin, {
          designation: 'Mode',
          url_image: await png(),
        })
      ).json().data.url_image;
      const other = await makeCategorie(db, { designation: 'Maison', urlImage: shared });
      const [mode] = await db.select().from(categories).where(eq(categories.designation, 'Mode'));
      await call(t.app, 'POST', `v1/user/categorieEdit/${mode.id}`, admin, {
        designation: 'Mode',
        url_image: await png('#00ff00'),
      });
      expect(mediaExists(t, shared)).toBe(true);
      expect(other.urlImage).toBe(shared);
    });

    it('answers 404 for an unknown category', async () => {
      const res = await call(t.app, 'POST', 'v1/user/categorieEdit/999', admin, { designation: 'X' });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Catégorie introuvable.');
      expect((await call(t.app, 'DELETE', 'v1/user/categorieDelete/999', admin)).statusCode).toBe(404);
      expect((await call(t.app, 'POST', 'v1/user/categorieEdit/abc', admin, {})).statusCode).toBe(404);
    });
  });

  describe('DELETE categorieDelete', () => {
    it('deletes a category with its empty sub-categories, its ads and their files', async () => {
      const db = t.database.db;
      const cat = (
        await call(t.app, 'POST', 'v1/user/categorieAdd', admin, {
          designation: 'Jouets',
          url_image: await png(),
        })
      ).json().data;
      const sub = (
        await call(t.app, 'POST', 'v1/user/souscategorieAdd', admin, {
          categorie_id: cat.id,
          designation: 'Peluches',
          url_image: await png('#111111'),
        })
      ).json().data;
      await makePublicite(db, { type: 'categorie', modelId: cat.id });
      const res = await call(t.app, 'DELETE', `v1/user/categorieDelete/${cat.id}`, admin);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Suppression avec success' });
      expect(await db.select().from(categories)).toEqual([]);
      expect(await db.select().from(sousCategories)).toEqual([]);
      expect(await db.select().from(publicites)).toEqual([]);
      expect(mediaExists(t, cat.url_image)).toBe(false);
      expect(mediaExists(t, sub.url_image)).toBe(false);
    });

    it('refuses (409) while an article is filed under it, changing nothing', async () => {
      const db = t.database.db;
      const cat = await makeCategorie(db);
      const empty = await makeSousCategorie(db, cat.id);
      const full = await makeSousCategorie(db, cat.id);
      await makeArticle(db, full.id, { valide: 0 });
      const res = await call(t.app, 'DELETE', `v1/user/categorieDelete/${cat.id}`, admin);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/^Impossible de faire la suppression/);
      expect(res.json()).toMatchObject({ code: 'categorie_has_articles', params: {} });
      expect(await db.select().from(categories)).toHaveLength(1);
      expect((await db.select().from(sousCategories)).map((s) => s.id).sort()).toEqual(
        [empty.id, full.id].sort(),
      );
    });
  });

  describe('sub-categories', () => {
    it('creates, renames and deletes a sub-category', async () => {
      const db = t.database.db;
      const cat = await makeCategorie(db);
      const add = await call(t.app, 'POST', 'v1/user/souscategorieAdd', admin, {
        categorie_id: String(cat.id),
        designation: 'Robes',
        url_image: await png(),
      });
      expect(add.statusCode).toBe(201);
      const sub = add.json().data;
      expect(add.json().message).toBe('Creation avec success');
      expect(sub).toMatchObject({
        designation: 'Robes',
        categorie_id: cat.id,
        nbrProduits: 0,
        slug: 'robes',
      });
      expect(mediaExists(t, sub.url_image)).toBe(true);

      const edit = await call(t.app, 'POST', `v1/user/souscategorieEdit/${sub.id}`, admin, {
        designation: 'Robes longues',
      });
      expect(edit.json()).toMatchObject({
        message: 'Modification avec success',
        data: { designation: 'Robes longues', slug: 'robes-longues', url_image: sub.url_image },
      });

      const del = await call(t.app, 'DELETE', `v1/user/souscategorieDelete/${sub.id}`, admin);
      expect(del.json()).toEqual({ message: 'Suppression avec success' });
      expect(await db.select().from(sousCategories)).toEqual([]);
      expect(mediaExists(t, sub.url_image)).toBe(false);
    });

    it('validates the category, the name (unique within its category) and the picture', async () => {
      const db = t.database.db;
      const cat = await makeCategorie(db);
      const other = await makeCategorie(db);
      await makeSousCategorie(db, cat.id, { designation: 'Robes', slug: 'robes' });
      const empty = await call(t.app, 'POST', 'v1/user/souscategorieAdd', admin, {});
      expect(empty.json().errors).toEqual({
        categorie_id: ['Le champ catégorie est obligatoire.'],
        designation: ['Le champ désignation est obligatoire.'],
        url_image: ['Le champ image est obligatoire.'],
      });
      const unknown = await call(t.app, 'POST', 'v1/user/souscategorieAdd', admin, {
        categorie_id: 999,
        designation: 'Jupes',
        url_image: await png(),
      });
      expect(unknown.json().errors).toEqual({ categorie_id: ['La catégorie sélectionnée est invalide.'] });
      const taken = await call(t.app, 'POST', 'v1/user/souscategorieAdd', admin, {
        categorie_id: cat.id,
        designation: 'robes',
        url_image: await png(),
      });
      expect(taken.json().errors).toEqual({ designation: ['Cette désignation est déjà utilisée.'] });
      expect(taken.json().codes).toEqual({ designation: [{ code: 'designation_taken', params: {} }] });
      // The same name in another category is fine.
      const elsewhere = await call(t.app, 'POST', 'v1/user/souscategorieAdd', admin, {
        categorie_id: other.id,
        designation: 'Robes',
        url_image: await png(),
      });
      expect(elsewhere.statusCode).toBe(201);
      expect(elsewhere.json().data.slug).toMatch(/^robes-[0-9a-f]{6}$/);
    });

    it('refuses to delete a sub-category that holds articles', async () => {
      const db = t.database.db;
      const cat = await makeCategorie(db);
      const sub = await makeSousCategorie(db, cat.id);
      await makeArticle(db, sub.id);
      const res = await call(t.app, 'DELETE', `v1/user/souscategorieDelete/${sub.id}`, admin);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/^Impossible de faire la suppression/);
      expect(res.json()).toMatchObject({ code: 'sous_categorie_has_articles', params: {} });
      expect(await db.select().from(sousCategories)).toHaveLength(1);
      expect((await call(t.app, 'DELETE', 'v1/user/souscategorieDelete/999', admin)).statusCode).toBe(404);
      expect(
        (await call(t.app, 'POST', 'v1/user/souscategorieEdit/999', admin, { designation: 'X' })).statusCode,
      ).toBe(404);
    });
  });
});
