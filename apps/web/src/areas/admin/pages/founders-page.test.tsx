import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminFondateur } from '@/features/founders/founder-types';
import { envelope } from '@/test/catalog-fixtures';
import { mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { loginAdmin } from '@/test/sessions-fixtures';

const LIST = 'GET /api/v1/user/fondateurs';
const AMINE: AdminFondateur = {
  id: 1,
  nom: 'Benali',
  prenom: 'Amine',
  email: 'amine@souk.dz',
  telephone: '0550123456',
  url_photo: '/media/2026/01/amine.webp',
  facebook: 'https://facebook.com/amine',
  twitter: null,
  linkedin: 'https://linkedin.com/in/amine',
  instagram: null,
};

const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

async function openPage(handlers: Parameters<typeof mockFetch>[0] = {}) {
  loginAdmin();
  const api = mockFetch({
    [LIST]: { body: envelope([AMINE], null, '/api/v1/user/fondateurs') },
    ...handlers,
  });
  renderApp('/admin/fondateurs');
  const card = await screen.findByRole('article', { name: 'Amine Benali' });
  return { api, card, user: userEvent.setup() };
}

describe('admin founders page', () => {
  it("shows each founder's card: photo, name, 'Compte Fondateur', actions and social links", async () => {
    const { card } = await openPage();
    expect(screen.getByRole('heading', { name: 'Fondateurs', level: 1 })).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'Photo de Amine Benali' })).toBeTruthy();
    expect(within(card).getByText('Compte Fondateur')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Facebook de Amine Benali' }).getAttribute('href')).toBe(
      'https://facebook.com/amine',
    );
    expect(within(card).queryByRole('link', { name: 'Twitter de Amine Benali' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Modifier Amine Benali' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Supprimer Amine Benali' })).toBeTruthy();
  });

  it('creates a founder: every field sent, 422 messages under their fields', async () => {
    let attempt = 0;
    const { api, user } = await openPage({
      'POST /api/v1/user/fondateurAdd': () =>
        ++attempt === 1
          ? {
              status: 422,
              body: {
                message: 'Cette adresse email est déjà utilisée.',
                errors: { email: ['Cette adresse email est déjà utilisée.'] },
              },
            }
          : { status: 201, body: { message: 'Creation avec success', data: { ...AMINE, id: 2 } } },
    });
    await user.click(screen.getByRole('button', { name: 'Nouveau' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau fondateur' });
    await user.upload(within(dialog).getByLabelText('Photo'), png('yasmine.png'));
    await user.type(within(dialog).getByRole('textbox', { name: 'Nom' }), 'Haddad');
    await user.type(within(dialog).getByRole('textbox', { name: 'Prénom' }), 'Yasmine');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'yasmine');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    // The domain's schema, in the browser: nothing is sent.
    expect(
      await within(dialog).findByText('Le champ email doit être une adresse e-mail valide.'),
    ).toBeTruthy();
    expect(api.calls('POST /api/v1/user/fondateurAdd')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), '@souk.dz');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Cette adresse email est déjà utilisée.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Creation avec success')).toBeTruthy();
    expect(api.calls('POST /api/v1/user/fondateurAdd')[1].body).toEqual({
      nom: 'Haddad',
      prenom: 'Yasmine',
      email: 'yasmine@souk.dz',
      telephone: '',
      facebook: '',
      instagram: '',
      linkedin: '',
      twitter: '',
      url_photo: expect.stringMatching(/^data:image\/png;base64,/),
    });
    await waitFor(() => expect(api.calls(LIST)).toHaveLength(2));
  });

  it('deletes after confirmation', async () => {
    const { api, card, user } = await openPage({
      'DELETE /api/v1/user/fondateurDelete/1': { body: { message: 'Suppression avec success' } },
    });
    await user.click(within(card).getByRole('button', { name: 'Supprimer Amine Benali' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Voulez-vous vraiment supprimer ce fondateur "Amine Benali" ?'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Oui, Supprimer' }));
    expect(await screen.findByText('Suppression avec success')).toBeTruthy();
    expect(api.calls('DELETE /api/v1/user/fondateurDelete/1')).toHaveLength(1);
  });
});
