import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { makeCommande } from '../../../test/factories';
import { notes } from '../../db/schema/catalog';
import { clientWithToken, makeProduct, otherRoleHeaders } from '../orders/orders.fixtures';

describe('POST /api/v1/client/notationAdd — reviews', () => {
  const t = useTestApp();
  const rate = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/client/notationAdd', headers, payload });

  it('adds a review (note sent as text) and shows it in the product modal', async () => {
    const db = t.database.db;
    const { client, headers } = await clientWithToken(t.app, { nom: 'Belkacem', prenom: 'Yacine' });
    const { article } = await makeProduct(db);
    const res = await rate(headers, {
      article_id: article.id,
      note: '4',
      commentaire: 'Très bon rapport qualité/prix.',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Article ajouté avec success');
    expect(body.data).toMatchObject({
      article_id: article.id,
      note: 4,
      commentaire: 'Très bon rapport qualité/prix.',
      achat_verifie: false,
      client: { nom: 'Belkacem', prenom: 'Yacine', url_photo: null },
    });
    const shown = await t.app.inject({ method: 'GET', url: `/api/v1/articleShow/${article.id}` });
    expect(shown.json().data).toMatchObject({ nbr_avis: 1, moyenne: 4 });
    expect(shown.json().data.notes[0]).toMatchObject({ id: body.data.id, note: 4 });
    expect((await db.select().from(notes))[0]).toMatchObject({ clientId: client.id, articleId: article.id });
  });

  it('keeps one review per client and article: the second replaces the first', async () => {
    const db = t.database.db;
    const { headers } = await clientWithToken(t.app);
    const other = await clientWithToken(t.app);
    const { article } = await makeProduct(db);
    const first = await rate(headers, { article_id: article.id, note: 2, commentaire: 'Moyen.' });
    const second = await rate(headers, {
      article_id: String(article.id),
      note: 5,
      commentaire: 'Finalement parfait.',
    });
    expect(second.statusCode).toBe(201);
    expect(second.json().data.id).toBe(first.json().data.id);
    await rate(other.headers, { article_id: article.id, note: 3, commentaire: 'Correct.' });
    const rows = await db.select().from(notes);
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.id === first.json().data.id)).toMatchObject({
      note: 5,
      commentaire: 'Finalement parfait.',
    });
  });

  it('marks a verified purchase only after a delivered order of that article', async () => {
    const db = t.database.db;
    const { client, headers } = await clientWithToken(t.app);
    const { article, stock } = await makeProduct(db);
    const other = await makeProduct(db);
    const line = [{ articleId: article.id, stockArticleId: stock.id, quantite: 1 }];
    await makeCommande(db, client.id, line, { etat: 'en_cours_de_livraison' });
    await makeCommande(db, client.id, [{ articleId: other.article.id, quantite: 1 }], { etat: 'livree' });
    const before = await rate(headers, { article_id: article.id, note: 5, commentaire: 'Pas encore reçu.' });
    expect(before.json().data.achat_verifie).toBe(false);
    await makeCommande(db, client.id, line, { etat: 'livree' });
    const after = await rate(headers, { article_id: article.id, note: 5, commentaire: 'Reçu, parfait.' });
    expect(after.json().data.achat_verifie).toBe(true);
  });

  it('answers 422 with French messages', async () => {
    const db = t.database.db;
    const { headers } = await clientWithToken(t.app);
    const { article } = await makeProduct(db);
    const blocked = await makeProduct(db, { valide: 0 });
    const noteMessage = 'Le champ note doit être un nombre entier entre 1 et 5.';
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ article_id: article.id, note: '0', commentaire: 'x' }, { note: [noteMessage] }],
      [{ article_id: article.id, note: 6, commentaire: 'x' }, { note: [noteMessage] }],
      [{ article_id: article.id, note: 'abc', commentaire: 'x' }, { note: [noteMessage] }],
      [{ article_id: article.id, note: 3.5, commentaire: 'x' }, { note: [noteMessage] }],
      [
        { article_id: article.id, note: '4', commentaire: '  ' },
        { commentaire: ['Le champ commentaire est obligatoire.'] },
      ],
      [
        {},
        {
          article_id: ['Le champ article id est obligatoire.'],
          note: ['Le champ note est obligatoire.'],
          commentaire: ['Le champ commentaire est obligatoire.'],
        },
      ],
      [
        { article_id: blocked.article.id, note: 4, commentaire: 'x' },
        { article_id: ["Cet article n'est plus disponible."] },
      ],
      [
        { article_id: 777_777, note: 4, commentaire: 'x' },
        { article_id: ["Cet article n'est plus disponible."] },
      ],
    ];
    for (const [payload, errors] of cases) {
      const res = await rate(headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors).toEqual(errors);
    }
    expect(await db.select().from(notes)).toHaveLength(0);
  });

  it('needs a client token: 401 without, 403 for a partner or an admin', async () => {
    const db = t.database.db;
    const { article } = await makeProduct(db);
    const payload = { article_id: article.id, note: '5', commentaire: 'Super.' };
    expect((await rate({}, payload)).statusCode).toBe(401);
    const { partner, admin } = await otherRoleHeaders(t.app);
    expect((await rate(partner, payload)).statusCode).toBe(403);
    expect((await rate(admin, payload)).statusCode).toBe(403);
    expect(await db.select().from(notes)).toHaveLength(0);
  });
});
