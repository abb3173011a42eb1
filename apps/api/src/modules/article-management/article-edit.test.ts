import { ARTICLE_MESSAGES } from '@souk/domain/article-schemas';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { makeClient, makeCommande } from '../../../test/factories';
import { commandeLignes } from '../../db/schema/commerce';
import { IMAGE_MESSAGE } from '../../lib/media';
import {
  articleForm,
  call,
  catalogCounts,
  makeManagedArticle,
  makeSessions,
  mediaExists,
  mediaFiles,
  png,
  type Sessions,
} from './article-management.fixtures';

type Article = {
  id: number;
  url_image: string;
  url_image_marque: string | null;
  options: {
    id: number;
    designation: string;
    sous_options: { id: number; designation: string; url_image: string | null }[];
  }[];
  galeries: { id: number; url_image: string }[];
};

/** The edit form as the web sends it back: the loaded article, every id and URL kept. */
function formOf(s: Sessions, a: Article) {
  return {
    url_image: a.url_image,
    designation: 'Robe kabyle brodée',
    description: 'Robe traditionnelle brodée à la main.',
    marque: 'Tizi Couture',
    url_image_marque: a.url_image_marque,
    categorie_id: s.categorie.id,
    sous_categorie_id: s.sousCategorie.id,
    options: a.options.map((o) => ({
      id: o.id,
      designation: o.designation,
      sous_options: o.sous_options.map((so) => ({
        id: so.id,
        designation: so.designation,
        url_image: so.url_image,
      })),
    })),
    galeries: a.galeries.map((g) => ({ id: g.id, url_image: g.url_image })),
  };
}

describe('articleEdit', () => {
  const t = useTestApp();
  let s: Sessions;
  let created: Article;
  beforeEach(async () => {
    s = await makeSessions(t.app);
    const res = await call(t.app, 'POST', 'v1/marchand/articleAdd', s.partnerA.token, await articleForm(s));
    created = res.json().data;
  });

  const edit = (id: number, body: object, token = s.partnerA.token, prefix = 'v1/marchand') =>
    call(t.app, 'POST', `${prefix}/articleEdit/${id}`, token, body);

  it('keeps pictures sent back as they are and changes nothing else than the texts', async () => {
    const files = mediaFiles(t);
    const res = await edit(created.id, {
      ...formOf(s, created),
      designation: 'Robe kabyle',
      // Ignored: the owner and the state never come from the body.
      valide: 1,
      marchand_id: s.partnerB.row.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Modification avec success');
    const a = res.json().data;
    expect(a).toMatchObject({
      designation: 'Robe kabyle',
      url_image: created.url_image,
      url_image_marque: created.url_image_marque,
      options: created.options,
      galeries: created.galeries,
      valide: -1,
      marchand: { id: s.partnerA.row.id },
    });
    expect(mediaFiles(t)).toEqual(files);
  });

  it('updates options with an id, creates those without, deletes the missing ones', async () => {
    const [taille, couleur] = created.options;
    const body = formOf(s, created);
    body.options = [
      {
        id: taille.id,
        designation: 'Pointure',
        sous_options: [
          { id: taille.sous_options[1].id, designation: 'M', url_image: null },
          { designation: 'XL', url_image: await png('#ffb703') } as never,
        ],
      },
      { designation: 'Matière', sous_options: [{ designation: 'Soie', url_image: null }] } as never,
    ];
    const res = await edit(created.id, body);
    expect(res.statusCode).toBe(200);
    const a: Article = res.json().data;
    expect(a.options.map((o) => o.designation)).toEqual(['Pointure', 'Matière']);
    expect(a.options[0].id).toBe(taille.id);
    expect(a.options[0].sous_options.map((so) => so.designation)).toEqual(['M', 'XL']);
    expect(a.options[0].sous_options[0].id).toBe(taille.sous_options[1].id);
    expect(a.options[0].sous_options[1].url_image).toMatch(/^\/media\//);
    // The deleted option's sub-option picture is no longer used: its file went with it.
    expect(mediaExists(t, couleur.sous_options[0].url_image as string)).toBe(false);
  });

  it('replaces pictures sent as data URLs and removes the old files after the commit', async () => {
    const body = { ...formOf(s, created), url_image: await png('#000000'), url_image_marque: null };
    body.galeries = [...body.galeries, { url_image: await png('#ffffff') } as never];
    const res = await edit(created.id, body);
    expect(res.statusCode).toBe(200);
    const a: Article = res.json().data;
    expect(a.url_image).not.toBe(created.url_image);
    expect(mediaExists(t, a.url_image)).toBe(true);
    expect(mediaExists(t, created.url_image)).toBe(false);
    expect(a.url_image_marque).toBeNull();
    expect(mediaExists(t, created.url_image_marque as string)).toBe(false);
    expect(a.galeries).toHaveLength(2);
    expect(a.galeries[0]).toEqual(created.galeries[0]);
  });

  it('keeps an old picture that an order line still shows', async () => {
    const client = await makeClient(t.database.db);
    const order = await makeCommande(t.database.db, client.id, [{ articleId: created.id, quantite: 1 }]);
    await t.database.db
      .update(commandeLignes)
      .set({ urlImage: created.url_image })
      .where(eq(commandeLignes.commandeId, order.id));
    const res = await edit(created.id, { ...formOf(s, created), url_image: await png('#111111') });
    expect(res.statusCode).toBe(200);
    expect(mediaExists(t, created.url_image)).toBe(true);
  });

  it('leaves out the main picture: kept', async () => {
    const { url_image: _, ...body } = formOf(s, created);
    const res = await edit(created.id, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.url_image).toBe(created.url_image);
  });

  it('refuses a URL that is not this field’s own picture, and foreign option ids', async () => {
    const other = await makeManagedArticle(t.database.db, s.sousCategorie.id, {
      marchandId: s.partnerA.row.id,
    });
    const body = formOf(s, created);
    body.url_image = created.galeries[0].url_image;
    body.options[0].id = other.taille.id;
    body.options[1].sous_options[0].id = other.rouge.id;
    body.galeries = [{ id: other.galerie.id, url_image: other.galerie.urlImage }];
    const res = await edit(created.id, body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      url_image: [IMAGE_MESSAGE],
      'options.0.id': [ARTICLE_MESSAGES.optionUnknown],
      'options.1.sous_options.0.id': [ARTICLE_MESSAGES.sousOptionUnknown],
      'galeries.0.id': [ARTICLE_MESSAGES.photoUnknown],
    });
  });

  describe('with a stock entry', () => {
    let m: Awaited<ReturnType<typeof makeManagedArticle>>;
    let loaded: Article;
    beforeEach(async () => {
      m = await makeManagedArticle(t.database.db, s.sousCategorie.id, { marchandId: s.partnerA.row.id });
      loaded = (
        await call(t.app, 'GET', `v1/marchand/articleShow/${m.article.slug}`, s.partnerA.token)
      ).json().data;
    });

    it('refuses to delete a sub-option a stock entry uses, under the option key', async () => {
      const before = await catalogCounts(t.database.db);
      const body = formOf(s, loaded);
      body.options[0].sous_options = body.options[0].sous_options.filter((so) => so.id !== m.s.id);
      const res = await edit(m.article.id, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        'options.0.sous_options': ["Cette option est utilisée par un stock : supprimez d'abord le stock."],
      });
      expect(await catalogCounts(t.database.db)).toEqual(before);
    });

    it('refuses to delete an option a stock entry uses', async () => {
      const body = formOf(s, loaded);
      body.options = body.options.slice(0, 1);
      const res = await edit(m.article.id, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ options: [ARTICLE_MESSAGES.optionInUse] });
    });

    it('refuses a new option (the stock entries would miss it) but accepts a new sub-option', async () => {
      const body = formOf(s, loaded);
      const refused = await edit(m.article.id, {
        ...body,
        options: [...body.options, { designation: 'Matière', sous_options: [{ designation: 'Soie' }] }],
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({
        'options.2.designation': [ARTICLE_MESSAGES.optionAddedWithStock],
      });

      body.options[0].sous_options.push({ designation: 'L' } as never);
      body.options[0].sous_options = body.options[0].sous_options.filter((so) => so.id !== m.m.id);
      const accepted = await edit(m.article.id, body);
      expect(accepted.statusCode).toBe(200);
      const taille = accepted.json().data.options[0];
      expect(taille.sous_options.map((so: { designation: string }) => so.designation)).toEqual(['S', 'L']);
    });
  });

  it("lets an administrator edit the platform's articles, not a store's (403)", async () => {
    const platform = await call(t.app, 'POST', 'v1/user/articleAdd', s.admin.token, await articleForm(s));
    const a = platform.json().data;
    const ok = await edit(a.id, { ...formOf(s, a), designation: 'Caftan' }, s.admin.token, 'v1/user');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ designation: 'Caftan', valide: 1, marchand: null });

    const before = await catalogCounts(t.database.db);
    const refused = await edit(created.id, formOf(s, created), s.admin.token, 'v1/user');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: ARTICLE_MESSAGES.merchantReadOnly,
      code: 'article_merchant_read_only',
      params: {},
    });
    expect(await catalogCounts(t.database.db)).toEqual(before);
  });
});
