import { ARTICLE_MESSAGES } from '@souk/domain/article-schemas';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { makeCategorie, makeSousCategorie } from '../../../test/factories';
import { articles } from '../../db/schema/catalog';
import { IMAGE_MESSAGE } from '../../lib/media';
import {
  articleForm,
  call,
  catalogCounts,
  makeSessions,
  mediaExists,
  mediaFiles,
  NOT_AN_IMAGE,
  png,
  type Sessions,
  truncatedPng,
} from './article-management.fixtures';

describe('articleAdd', () => {
  const t = useTestApp();
  let s: Sessions;
  beforeEach(async () => {
    s = await makeSessions(t.app);
  });

  it("creates a partner's article as 'Nouveau' (-1) in its store, pictures saved as /media files", async () => {
    const res = await call(t.app, 'POST', 'v1/marchand/articleAdd', s.partnerA.token, await articleForm(s));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Creation avec success');
    const a = body.data;
    expect(a).toMatchObject({
      designation: 'Robe kabyle brodée',
      description: 'Robe traditionnelle brodée à la main.',
      marque: 'Tizi Couture',
      valide: -1,
      bloque_par: null,
      stock_total: 0,
      low_stock: true,
      stock_articles: [],
      notes: [],
      sous_categorie: { id: s.sousCategorie.id, categorie_id: s.categorie.id },
      marchand: { id: s.partnerA.row.id },
    });
    expect(a.slug).toMatch(/^robe-kabyle-brodee-[0-9a-f]{6}$/);
    expect(a.options.map((o: { designation: string }) => o.designation)).toEqual(['Taille', 'Couleur']);
    expect(a.options[0].sous_options.map((so: { designation: string }) => so.designation)).toEqual([
      'S',
      'M',
    ]);
    expect(a.options[0].sous_options[0]).toMatchObject({ url_image: null, option_id: a.options[0].id });
    const pictures = [
      a.url_image,
      a.url_image_marque,
      a.options[1].sous_options[0].url_image,
      a.galeries[0].url_image,
    ];
    for (const url of pictures) {
      expect(url).toMatch(/^\/media\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.webp$/);
      expect(mediaExists(t, url)).toBe(true);
    }
  });

  it("creates an administrator's article for the platform, active (1) at once", async () => {
    const res = await call(t.app, 'POST', 'v1/user/articleAdd', s.admin.token, await articleForm(s));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ valide: 1, marchand: null });
  });

  it('ignores marchand_id, valide and slug sent by a partner', async () => {
    const form = await articleForm(s, { marchand_id: s.partnerB.row.id, valide: 1, slug: 'mon-slug' });
    const res = await call(t.app, 'POST', 'v1/marchand/articleAdd', s.partnerA.token, form);
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(articles).where(eq(articles.id, res.json().data.id));
    expect(row).toMatchObject({ marchandId: s.partnerA.row.id, valide: -1 });
    expect(row.slug).not.toBe('mon-slug');
  });

  it('keeps a partner article off the storefront until an administrator validates it', async () => {
    const created = await call(
      t.app,
      'POST',
      'v1/marchand/articleAdd',
      s.partnerA.token,
      await articleForm(s),
    );
    const a = created.json().data;
    const stock = await call(t.app, 'POST', 'v1/marchand/stockarticleAdd', s.partnerA.token, {
      article_id: a.id,
      prix: 2500,
      quantite: 4,
      sous_options: [
        { option_id: a.options[0].id, id: a.options[0].sous_options[0].id },
        { option_id: a.options[1].id, id: a.options[1].sous_options[0].id },
      ],
    });
    expect(stock.statusCode).toBe(201);
    expect((await call(t.app, 'GET', `v1/articleShow/${a.id}`, null)).statusCode).toBe(404);

    const refused = await call(t.app, 'POST', `v1/marchand/articleChangerEtat/${a.id}`, s.partnerA.token);
    expect(refused.statusCode).toBe(422);
    expect((await call(t.app, 'GET', `v1/articleShow/${a.id}`, null)).statusCode).toBe(404);

    const validated = await call(t.app, 'POST', `v1/user/articleChangerEtat/${a.id}`, s.admin.token);
    expect(validated.json()).toEqual({ message: 'Success', data: { id: a.id, valide: 1, bloque_par: null } });
    const shown = await call(t.app, 'GET', `v1/articleShow/${a.id}`, null);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data.designation).toBe('Robe kabyle brodée');
  });

  it('reports every invalid field under its dotted key and writes nothing', async () => {
    const before = await catalogCounts(t.database.db);
    const res = await call(t.app, 'POST', 'v1/marchand/articleAdd', s.partnerA.token, {
      ...(await articleForm(s)),
      url_image: '',
      designation: '',
      marque: ' ',
      options: [
        { designation: '', sous_options: [{ designation: 'S' }, { designation: '' }] },
        { designation: 'Couleur', sous_options: [] },
      ],
      galeries: [{ url_image: await png() }, {}],
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'designation',
      'galeries.1.url_image',
      'marque',
      'options.0.designation',
      'options.0.sous_options.1.designation',
      'options.1.sous_options',
      'url_image',
    ]);
    expect(res.json().errors.designation).toEqual(['Le champ désignation est obligatoire.']);
    expect(await catalogCounts(t.database.db)).toEqual(before);
  });

  it('needs at least one option', async () => {
    const res = await call(
      t.app,
      'POST',
      'v1/user/articleAdd',
      s.admin.token,
      await articleForm(s, { options: [] }),
    );
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['options']);
  });

  it('refuses a sub-category of another category, and unknown ones', async () => {
    const other = await makeCategorie(t.database.db);
    const foreign = await makeSousCategorie(t.database.db, other.id);
    const res = await call(
      t.app,
      'POST',
      'v1/marchand/articleAdd',
      s.partnerA.token,
      await articleForm(s, { sous_categorie_id: foreign.id }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ sous_categorie_id: [ARTICLE_MESSAGES.sousCategorieMismatch] });

    const unknown = await call(
      t.app,
      'POST',
      'v1/marchand/articleAdd',
      s.partnerA.token,
      await articleForm(s, { categorie_id: 999_999, sous_categorie_id: 999_999 }),
    );
    expect(unknown.json().errors).toEqual({
      categorie_id: [ARTICLE_MESSAGES.categorieInvalid],
      sous_categorie_id: [ARTICLE_MESSAGES.sousCategorieInvalid],
    });
  });

  it('refuses each bad picture under its own key, keeping no file of the refused form', async () => {
    const files = mediaFiles(t);
    const before = await catalogCounts(t.database.db);
    const form = await articleForm(s);
    form.options[0].sous_options[1] = { designation: 'M', url_image: NOT_AN_IMAGE } as never;
    const res = await call(t.app, 'POST', 'v1/marchand/articleAdd', s.partnerA.token, {
      ...form,
      url_image_marque: 'https://exemple.dz/logo.png',
      galeries: [{ url_image: await png() }, { url_image: await png() }, { url_image: NOT_AN_IMAGE }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      url_image_marque: [IMAGE_MESSAGE],
      'options.0.sous_options.1.url_image': [IMAGE_MESSAGE],
      'galeries.2.url_image': [IMAGE_MESSAGE],
    });
    expect(await catalogCounts(t.database.db)).toEqual(before);
    expect(mediaFiles(t)).toEqual(files);
  });

  it('refuses a picture the image pipeline rejects, removing the pictures already saved', async () => {
    const files = mediaFiles(t);
    const form = await articleForm(s, {
      galeries: [{ url_image: await png() }, { url_image: await truncatedPng() }],
    });
    const res = await call(t.app, 'POST', 'v1/user/articleAdd', s.admin.token, form);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'galeries.1.url_image': [IMAGE_MESSAGE] });
    expect(mediaFiles(t)).toEqual(files);
  });
});
