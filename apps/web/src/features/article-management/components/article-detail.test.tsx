import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  makeManagedArticle,
  platformArticle,
  storeArticle,
} from '@/features/article-management/article-management.fixtures';
import { mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { loginAdmin, loginPartner } from '@/test/sessions-fixtures';

const SHOW = 'GET /api/v1/marchand/articleShow/robe-ete';

async function openPartnerDetail(
  handlers: Parameters<typeof mockFetch>[0] = {},
  article = makeManagedArticle(),
) {
  const api = mockFetch({ [SHOW]: { body: { data: article } }, ...handlers });
  loginPartner();
  const app = renderApp('/partenaire/articles/robe-ete');
  await screen.findByRole('heading', { name: article.designation });
  return { api, app };
}

async function confirmDeletion(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await screen.findByRole('dialog', { name: 'Etes-vous sur?' });
  expect(within(dialog).getByText('Vous ne pourrez pas revenir en arrière !')).toBeTruthy();
  await user.click(within(dialog).getByRole('button', { name: 'Oui, supprimez-le!' }));
}

describe('article detail: stock table', () => {
  it('flags low stock and out-of-stock variants in the stock table', async () => {
    await openPartnerDetail();
    const rows = screen.getAllByTestId('stock-row');
    expect(rows).toHaveLength(4);
    const flags = rows.map((row) => within(row).queryByTestId('stock-level')?.textContent ?? '');
    // Quantities 5, 3, 8 and 0.
    expect(flags).toEqual(['Stock faible', 'Stock faible', '', 'Rupture']);
    expect(within(rows[0]).getByText('Rouge')).toBeTruthy();
    expect(within(rows[0]).getByText('S')).toBeTruthy();
  });

  it('enables the new stock line only once every option has a sub-option, and sends the pairs', async () => {
    const { api } = await openPartnerDetail({
      'POST /api/v1/marchand/stockarticleAdd': {
        status: 201,
        body: {
          message: 'Stock Ajouté Avec Success',
          data: { id: 9, article_id: 7, prix: 2600, quantite: 4, sous_options: [] },
        },
      },
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ajouter un stock' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau stock' });
    const save = within(dialog).getByRole('button', { name: 'Valider' });
    expect(save).toHaveProperty('disabled', true);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Couleur' }), 'Bleu');
    expect(save).toHaveProperty('disabled', true);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Taille' }), 'M');
    expect(save).toHaveProperty('disabled', false);
    await user.type(within(dialog).getByRole('textbox', { name: 'Prix (DZD)' }), '2600');
    await user.type(within(dialog).getByRole('textbox', { name: 'Quantité' }), '4');
    await user.click(save);

    expect(await screen.findByText('Stock Ajouté Avec Success')).toBeTruthy();
    expect(api.calls('POST /api/v1/marchand/stockarticleAdd')[0].body).toEqual({
      article_id: 7,
      prix: 2600,
      quantite: 4,
      sous_options: [
        { option_id: 10, id: 102 },
        { option_id: 11, id: 202 },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nouveau stock' })).toBeNull());
    // The article is reloaded with its new stock.
    await waitFor(() => expect(api.calls(SHOW)).toHaveLength(2));
  });

  it("answers a 403 with 'Oops...' / 'Ce stock existe déjà!'", async () => {
    await openPartnerDetail({
      'POST /api/v1/marchand/stockarticleAdd': { status: 403, body: { message: 'Ce stock existe déjà!' } },
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ajouter un stock' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau stock' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Couleur' }), 'Rouge');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Taille' }), 'S');
    await user.type(within(dialog).getByRole('textbox', { name: 'Prix (DZD)' }), '2500');
    await user.type(within(dialog).getByRole('textbox', { name: 'Quantité' }), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));
    const oops = await screen.findByRole('dialog', { name: 'Oops...' });
    expect(within(oops).getByText('Ce stock existe déjà!')).toBeTruthy();

    // Escape dismisses the alert only: the line stays in its dialog, to pick another combination.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Oops...' })).toBeNull());
    const still = screen.getByRole('dialog', { name: 'Nouveau stock' });
    expect(within(still).getByRole('textbox', { name: 'Prix (DZD)' })).toHaveProperty('value', '2 500');
    // Then Escape, pressed in the stock dialog itself, closes it.
    within(still).getByRole('textbox', { name: 'Prix (DZD)' }).focus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nouveau stock' })).toBeNull());
  });

  it('shows 422 messages under price and quantity', async () => {
    await openPartnerDetail({
      'POST /api/v1/marchand/stockarticleEdit/1': {
        status: 422,
        body: { message: 'invalide', errors: { prix: ['Le champ prix est obligatoire.'] } },
      },
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Modifier le stock Couleur : Rouge · Taille : S' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier le stock' });
    const prix = within(dialog).getByRole('textbox', { name: 'Prix (DZD)' });
    await user.clear(prix);
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));
    expect(await within(dialog).findByText('Le champ prix est obligatoire.')).toBeTruthy();
    expect(prix.getAttribute('aria-invalid')).toBe('true');
  });

  it("edits a stock entry's price and quantity", async () => {
    const { api } = await openPartnerDetail({
      'POST /api/v1/marchand/stockarticleEdit/2': {
        body: { message: 'Stock Modifié Avec Success', data: {} },
      },
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Modifier le stock Couleur : Rouge · Taille : M' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier le stock' });
    expect(within(dialog).getByTestId('stock-variant').textContent).toBe('Couleur : Rouge · Taille : M');
    const quantite = within(dialog).getByRole('textbox', { name: 'Quantité' });
    await user.clear(quantite);
    await user.type(quantite, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));
    expect(await screen.findByText('Stock Modifié Avec Success')).toBeTruthy();
    expect(api.calls('POST /api/v1/marchand/stockarticleEdit/2')[0].body).toEqual({
      id: 2,
      prix: 2700,
      quantite: 12,
    });
  });

  it("deletes a stock entry after confirmation, or says 'Impossible de faire la suppression.'", async () => {
    const { api } = await openPartnerDetail({
      'DELETE /api/v1/marchand/stockarticleDelete/1': { body: { message: 'ok' } },
      'DELETE /api/v1/marchand/stockarticleDelete/2': { status: 409, body: { message: 'Commandé' } },
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Supprimer le stock Couleur : Rouge · Taille : S' }));
    await confirmDeletion(user);
    const done = await screen.findByRole('dialog', { name: 'Supprimé!' });
    expect(within(done).getByText('Le stock a été supprimé avec success.')).toBeTruthy();
    expect(api.calls('DELETE /api/v1/marchand/stockarticleDelete/1')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Supprimer le stock Couleur : Rouge · Taille : M' }));
    await confirmDeletion(user);
    const failed = await screen.findByRole('dialog', { name: 'Erreur!' });
    expect(within(failed).getByText('Impossible de faire la suppression.')).toBeTruthy();
  });
});

describe('article detail: gallery, reviews, state and deletion', () => {
  it('deletes a gallery photo and a review after confirmation', async () => {
    const { api } = await openPartnerDetail({
      'DELETE /api/v1/marchand/galerieDelete/7/2': { body: { message: 'ok' } },
      'DELETE /api/v1/marchand/noteDelete/7/1': { body: { message: 'ok' } },
    });
    const user = userEvent.setup();
    // Thumbnails: the main image, then the three gallery photos.
    await user.click(screen.getByRole('button', { name: 'Photo 3 de Robe d’été en lin' }));
    expect(screen.getByTestId('gallery-main').getAttribute('src')).toContain('robe-dos');
    await user.click(screen.getByRole('button', { name: 'Supprimer la photo 3' }));
    await confirmDeletion(user);
    expect(await screen.findByText('La photo a été supprimer avec success.')).toBeTruthy();
    expect(api.calls('DELETE /api/v1/marchand/galerieDelete/7/2')).toHaveLength(1);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Supprimé!' })).toBeNull());
    await user.click(screen.getByRole('button', { name: "Supprimer l'avis de Benali Amina" }));
    await confirmDeletion(user);
    expect(await screen.findByText("L'avis a été supprimé avec success.")).toBeTruthy();
    expect(api.calls('DELETE /api/v1/marchand/noteDelete/7/1')).toHaveLength(1);
  });

  it('offers deletion only without stock, then returns to the list', async () => {
    const { app, api } = await openPartnerDetail(
      {
        'DELETE /api/v1/marchand/articleDelete/7': { body: { message: 'ok' } },
        'GET /api/v1/marchand/articles': {
          body: {
            data: [],
            links: {},
            meta: {
              current_page: 1,
              last_page: 1,
              total: 0,
              per_page: 12,
              from: null,
              to: null,
              links: [],
              path: '',
            },
          },
        },
      },
      makeManagedArticle({ stock_articles: [] }),
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    await confirmDeletion(user);
    expect(await screen.findByText("L'article a été supprimé avec success.")).toBeTruthy();
    await waitFor(() => expect(app.pathname()).toBe('/partenaire/articles'));
    expect(api.calls('DELETE /api/v1/marchand/articleDelete/7')).toHaveLength(1);
  });

  it('hides the deletion of an article that has stock', async () => {
    await openPartnerDetail();
    expect(screen.queryByRole('button', { name: 'Supprimer' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Modifier' }).getAttribute('href')).toBe(
      '/partenaire/articles/update/robe-ete',
    );
  });

  it("blocks the partner's active article; a new one waits for the administrator", async () => {
    const { api } = await openPartnerDetail({
      'POST /api/v1/marchand/articleChangerEtat/7': {
        body: { message: 'Success', data: { id: 7, valide: 0, bloque_par: 'marchand' } },
      },
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Bloquer' }));
    expect(await screen.findByText('Success')).toBeTruthy();
    expect(api.calls('POST /api/v1/marchand/articleChangerEtat/7')).toHaveLength(1);
    await waitFor(() => expect(api.calls(SHOW)).toHaveLength(2));
  });

  it('disables the toggle of a new partner article, saying why', async () => {
    await openPartnerDetail({}, makeManagedArticle({ valide: -1 }));
    expect(screen.getByRole('button', { name: 'Valider' })).toHaveProperty('disabled', true);
    expect(screen.getByText("Cet article attend la validation de l'administrateur.")).toBeTruthy();
  });
});

describe("admin: a store's article is read-only except its state and reviews", () => {
  it('hides edit, delete, stock and photo actions; keeps validate and review deletion', async () => {
    const article = storeArticle({ stock_articles: [] });
    const api = mockFetch({
      'GET /api/v1/user/articleShow/robe-ete': { body: { data: article } },
      'POST /api/v1/user/articleChangerEtat/7': {
        body: { message: 'Success', data: { id: 7, valide: 1, bloque_par: null } },
      },
    });
    loginAdmin();
    renderApp('/admin/articles/robe-ete');
    await screen.findByRole('heading', { name: article.designation });
    expect(screen.getByText(/Article du magasin « Oran Mode & Style »/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Modifier' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Supprimer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ajouter un stock' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Supprimer la photo/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Supprimer l'avis de/ })).toHaveLength(2);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(api.calls('POST /api/v1/user/articleChangerEtat/7')).toHaveLength(1));
    expect(api.calls('POST /api/v1/user/articleChangerEtat/7')[0].headers.Authorization).toBe(
      'Bearer admin-token',
    );
  });

  it('hides the stock actions of a store article that has stock', async () => {
    mockFetch({ 'GET /api/v1/user/articleShow/robe-ete': { body: { data: storeArticle({ valide: 1 }) } } });
    loginAdmin();
    renderApp('/admin/articles/robe-ete');
    await screen.findAllByTestId('stock-row');
    expect(screen.queryByRole('button', { name: /^Modifier le stock/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Supprimer le stock/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Bloquer' })).toHaveProperty('disabled', false);
  });

  it("gives the administrator every action on the platform's own article", async () => {
    mockFetch({
      'GET /api/v1/user/articleShow/robe-ete': { body: { data: platformArticle({ stock_articles: [] }) } },
    });
    loginAdmin();
    renderApp('/admin/articles/robe-ete');
    expect((await screen.findByRole('link', { name: 'Modifier' })).getAttribute('href')).toBe(
      '/admin/articles/update/robe-ete',
    );
    expect(screen.getByRole('button', { name: 'Supprimer' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ajouter un stock' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Supprimer la photo 2' })).toBeTruthy();
  });

  it("shows 'Article introuvable.' for an unknown slug", async () => {
    mockFetch({
      'GET /api/v1/user/articleShow/nope': { status: 404, body: { message: 'Article introuvable.' } },
    });
    loginAdmin();
    renderApp('/admin/articles/nope');
    expect(await screen.findByText('Article introuvable.')).toBeTruthy();
  });
});
