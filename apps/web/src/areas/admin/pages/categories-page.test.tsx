import { VALIDATION_MESSAGES } from '@souk/domain/error-codes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminCategorie } from '@/features/categories/admin/admin-category-types';
import { setLanguage } from '@/lib/i18n';
import { envelope } from '@/test/catalog-fixtures';
import { mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { loginAdmin } from '@/test/sessions-fixtures';

const LIST = 'GET /api/v1/user/categories';

const MODE: AdminCategorie = {
  id: 1,
  slug: 'mode',
  designation: 'Mode',
  url_image: '/media/2026/01/mode.webp',
  nbrProduits: 7,
  sous_categories: [
    {
      id: 11,
      slug: 'robes',
      designation: 'Robes',
      url_image: null,
      categorie_id: 1,
      nbrProduits: 5,
    },
    {
      id: 12,
      slug: 'vestes',
      designation: 'Vestes',
      url_image: null,
      categorie_id: 1,
      nbrProduits: 2,
    },
  ],
};
const MAISON: AdminCategorie = {
  ...MODE,
  id: 2,
  slug: 'maison',
  designation: 'Maison',
  nbrProduits: 0,
  sous_categories: [],
};

const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

async function openPage(handlers: Parameters<typeof mockFetch>[0] = {}) {
  loginAdmin();
  const api = mockFetch({
    [LIST]: { body: envelope([MODE, MAISON], null, '/api/v1/user/categories') },
    ...handlers,
  });
  renderApp('/admin/categories');
  const card = await screen.findByRole('article', { name: 'Mode' });
  return { api, card, user: userEvent.setup() };
}

describe('admin categories page', () => {
  afterEach(async () => {
    await setLanguage('fr');
  });

  it('shows each category with its sub-categories and their product-count badges when expanded', async () => {
    const { api, card, user } = await openPage();
    expect(screen.getByRole('heading', { name: 'Categories', level: 1 })).toBeTruthy();
    expect(api.calls(LIST)[0].headers.Authorization).toBe('Bearer admin-token');
    expect(within(card).getByText('Produits : 7')).toBeTruthy();
    const toggle = within(card).getByRole('button', { name: 'Sous-catégories (2)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    // The list opens with a transition: wait for it rather than reading it at once.
    const robes = await within(card).findByRole('listitem', { name: 'Robes' });
    expect(within(robes).getByLabelText('Produits : 5').textContent).toBe('5');
    expect(within(robes).getByRole('button', { name: 'Modifier Robes' })).toBeTruthy();
    expect(within(robes).getByRole('button', { name: 'Supprimer Robes' })).toBeTruthy();
    for (const name of ['Ajouter une sous-catégorie à Mode', 'Modifier Mode', 'Supprimer Mode']) {
      expect(within(card).getByRole('button', { name })).toBeTruthy();
    }
  });

  it('searches on Enter only', async () => {
    const { api, user } = await openPage();
    const search = screen.getByRole('searchbox', { name: 'Rechercher une catégorie ou une sous-catégorie' });
    await user.type(search, 'robe');
    expect(api.calls(LIST)).toHaveLength(1);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.calls(LIST)).toHaveLength(2));
    expect(api.calls(LIST)[1].url).toContain('search=robe');
  });

  it('deletes after the documented confirmation, then reloads the list', async () => {
    const { api, card, user } = await openPage({
      'DELETE /api/v1/user/categorieDelete/1': { body: { message: 'Suppression avec success' } },
    });
    await user.click(within(card).getByRole('button', { name: 'Supprimer Mode' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Voulez-vous vraiment supprimer cette catégorie "Mode" ?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Oui, Supprimer' }));
    expect(await screen.findByText('Suppression avec success')).toBeTruthy();
    expect(api.calls('DELETE /api/v1/user/categorieDelete/1')).toHaveLength(1);
    await waitFor(() => expect(api.calls(LIST)).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows 'Impossible de faire la suppression' with the reason when the server refuses", async () => {
    const { card, user } = await openPage({
      'DELETE /api/v1/user/souscategorieDelete/11': {
        status: 409,
        body: {
          message: 'Impossible de faire la suppression : cette sous-catégorie contient des articles.',
        },
      },
    });
    await user.click(within(card).getByRole('button', { name: 'Sous-catégories (2)' }));
    await user.click(await within(card).findByRole('button', { name: 'Supprimer Robes' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Voulez-vous vraiment supprimer cette sous-catégorie "Robes" ?'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Oui, Supprimer' }));
    expect(await screen.findByText('Impossible de faire la suppression')).toBeTruthy();
    expect(screen.getByText('Cette sous-catégorie contient des articles.')).toBeTruthy();
  });

  it("shows a refused deletion's reason in the visitor's language from its code", async () => {
    await setLanguage('ar');
    const message = VALIDATION_MESSAGES.categorie_has_articles;
    const { card, user } = await openPage({
      'DELETE /api/v1/user/categorieDelete/1': {
        status: 409,
        body: { message, code: 'categorie_has_articles', params: {} },
      },
    });
    await user.click(within(card).getByRole('button', { name: 'حذف Mode' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'نعم، احذف' }));
    expect(await screen.findByText('تعذّر إجراء الحذف')).toBeTruthy();
    expect(screen.getByText('هذا الصنف يحتوي على منتجات. انقلها أو احذفها أولًا.')).toBeTruthy();
    expect(screen.queryByText(message)).toBeNull();
  });

  it('creates a category with its picture as a data URL and shows 422 messages under their fields', async () => {
    let attempt = 0;
    const { api, user } = await openPage({
      'POST /api/v1/user/categorieAdd': () =>
        ++attempt === 1
          ? {
              status: 422,
              body: {
                message: 'Cette désignation est déjà utilisée.',
                errors: { designation: ['Cette désignation est déjà utilisée.'] },
              },
            }
          : { status: 201, body: { message: 'Creation avec success', data: { ...MAISON, id: 3 } } },
    });
    await user.click(screen.getByRole('button', { name: 'Nouveau' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle catégorie' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Désignation' }), 'Mode');
    await user.upload(within(dialog).getByLabelText('Image'), png('mode.png'));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Cette désignation est déjà utilisée.')).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'Désignation' }).getAttribute('aria-invalid')).toBe(
      'true',
    );

    await user.clear(within(dialog).getByRole('textbox', { name: 'Désignation' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Désignation' }), 'Jouets');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Creation avec success')).toBeTruthy();
    const body = api.calls('POST /api/v1/user/categorieAdd')[1].body as Record<string, string>;
    expect(body.designation).toBe('Jouets');
    expect(body.url_image).toMatch(/^data:image\/png;base64,/);
    await waitFor(() => expect(api.calls(LIST)).toHaveLength(2));
  });

  it('edits without sending the picture again when none was picked', async () => {
    const { api, card, user } = await openPage({
      'POST /api/v1/user/categorieEdit/1': { body: { message: 'Modification avec success', data: MODE } },
    });
    await user.click(within(card).getByRole('button', { name: 'Modifier Mode' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier la catégorie' });
    const field = within(dialog).getByRole('textbox', { name: 'Désignation' });
    expect((field as HTMLInputElement).value).toBe('Mode');
    await user.type(field, ' & Beauté');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Modification avec success')).toBeTruthy();
    const body = api.calls('POST /api/v1/user/categorieEdit/1')[0].body;
    expect(body).toEqual({ id: 1, designation: 'Mode & Beauté' });
  });

  it('adds a sub-category to the chosen category', async () => {
    const { api, card, user } = await openPage({
      'POST /api/v1/user/souscategorieAdd': {
        status: 201,
        body: { message: 'Creation avec success', data: MODE.sous_categories[0] },
      },
    });
    await user.click(within(card).getByRole('button', { name: 'Ajouter une sous-catégorie à Mode' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle sous-catégorie de Mode' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Désignation' }), 'Jupes');
    await user.upload(within(dialog).getByLabelText('Image'), png('jupes.png'));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Creation avec success')).toBeTruthy();
    expect(api.calls('POST /api/v1/user/souscategorieAdd')[0].body).toMatchObject({
      categorie_id: 1,
      designation: 'Jupes',
      url_image: expect.stringMatching(/^data:image\/png/),
    });
  });
});
