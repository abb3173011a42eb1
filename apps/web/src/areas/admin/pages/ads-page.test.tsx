import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminPub } from '@/features/pubs/admin/admin-pub-types';
import { envelope } from '@/test/catalog-fixtures';
import { mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { loginAdmin } from '@/test/sessions-fixtures';

const ACCUEIL = 'GET /api/v1/user/pubsAccueil';
const CATEGORIE = 'GET /api/v1/user/pubsCategorie';
const SHOP = 'GET /api/v1/user/pubsShop';

const pub = (id: number, over: Partial<AdminPub> = {}): AdminPub => ({
  id,
  type: 'banner1',
  url_image: `/media/2026/01/pub-${id}.webp`,
  model_id: null,
  valide: true,
  created_at: '2026-01-10T10:00:00.000Z',
  categorie: null,
  ...over,
});

const CATEGORIES = [
  { id: 4, slug: 'mode', designation: 'Mode', url_image: null, nbrProduits: 0, sous_categories: [] },
];

const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

async function openPage(handlers: Parameters<typeof mockFetch>[0] = {}) {
  loginAdmin();
  const api = mockFetch({
    [ACCUEIL]: { body: envelope([pub(1), pub(2, { type: 'banner2', valide: false })]) },
    [CATEGORIE]: {
      body: envelope([
        pub(3, { type: 'categorie', model_id: 4, categorie: { id: 4, slug: 'mode', designation: 'Mode' } }),
      ]),
    },
    [SHOP]: { body: envelope([]) },
    'GET /api/v1/user/categoriesWithoutPagination': { body: { data: CATEGORIES } },
    ...handlers,
  });
  renderApp('/admin/publicites');
  await screen.findByRole('article', { name: 'Carrousel (banner1)' });
  return { api, user: userEvent.setup() };
}

describe('admin ads page (Publicites)', () => {
  it('loads Accueil first and each other tab only when it is clicked, with the recommended sizes', async () => {
    const { api, user } = await openPage();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Accueil',
      'Categories',
      'Shop',
    ]);
    expect(api.calls(ACCUEIL)).toHaveLength(1);
    expect(api.calls(CATEGORIE)).toHaveLength(0);
    expect(api.calls(SHOP)).toHaveLength(0);
    expect(
      screen.getByText(
        "Tailles recommandées : Carrousel (banner1) 825x550, Bannière latérale (banner2) 250x240, Bannière d'accueil (pub_accueil) 540x300 pixels.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Bannière latérale (banner2)' }).textContent).toContain(
      'Masquée',
    );

    await user.click(screen.getByRole('tab', { name: 'Categories' }));
    expect(await screen.findByText('Catégorie : Mode')).toBeTruthy();
    expect(api.calls(CATEGORIE)).toHaveLength(1);
    expect(api.calls(SHOP)).toHaveLength(0);
    await user.click(screen.getByRole('tab', { name: 'Shop' }));
    expect(await screen.findByText('Aucune publicité dans cet onglet.')).toBeTruthy();
    expect(api.calls(SHOP)).toHaveLength(1);
  });

  it('requires a category for a categorie ad before sending anything', async () => {
    const { api, user } = await openPage({
      'POST /api/v1/user/pubAdd': {
        status: 201,
        body: { message: 'Creation avec success', data: pub(9, { type: 'categorie', model_id: 4 }) },
      },
    });
    await user.click(screen.getByRole('tab', { name: 'Categories' }));
    await user.click(screen.getByRole('button', { name: 'Nouveau' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle publicité' });
    expect(within(dialog).getByText('Taille recommandée : 385x535 pixels.')).toBeTruthy();
    await user.upload(within(dialog).getByLabelText('Image'), png('mode.png'));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Le champ catégorie est obligatoire.')).toBeTruthy();
    expect(api.calls('POST /api/v1/user/pubAdd')).toHaveLength(0);

    const select = within(dialog).getByRole('combobox', { name: 'Catégorie' });
    await within(select).findByRole('option', { name: 'Mode' });
    await user.selectOptions(select, 'Mode');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Creation avec success')).toBeTruthy();
    expect(api.calls('POST /api/v1/user/pubAdd')[0].body).toEqual({
      type: 'categorie',
      url_image: expect.stringMatching(/^data:image\/png;base64,/),
      model_id: 4,
    });
    await waitFor(() => expect(api.calls(CATEGORIE)).toHaveLength(2));
  });

  it('deletes an ad after confirmation, closes the modal and reloads the tab', async () => {
    const { api, user } = await openPage({
      'DELETE /api/v1/user/pubDelete/1': { body: { message: 'Suppression avec success' } },
    });
    const card = screen.getByRole('article', { name: 'Carrousel (banner1)' });
    await user.click(
      within(card).getByRole('button', { name: 'Supprimer la publicité Carrousel (banner1)' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Voulez-vous vraiment supprimer cette publicité ?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Oui, Supprimer' }));
    expect(await screen.findByText('Suppression avec success')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(api.calls(ACCUEIL)).toHaveLength(2));
  });

  it('shows or hides an ad on the storefront', async () => {
    const { api, user } = await openPage({
      'POST /api/v1/user/pubChangerEtat/2': {
        body: { message: 'Success', data: pub(2, { type: 'banner2' }) },
      },
    });
    const card = screen.getByRole('article', { name: 'Bannière latérale (banner2)' });
    const toggle = within(card).getByRole('switch', { name: 'Afficher sur la boutique' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    await user.click(toggle);
    expect(await screen.findByText('La publicité est affichée sur la boutique.')).toBeTruthy();
    expect(api.calls('POST /api/v1/user/pubChangerEtat/2')).toHaveLength(1);
  });
});
