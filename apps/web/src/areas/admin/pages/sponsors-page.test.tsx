import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Sponsor } from '@/features/sponsors/sponsor-types';
import { envelope } from '@/test/catalog-fixtures';
import { mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { loginAdmin } from '@/test/sessions-fixtures';

const LIST = 'GET /api/v1/user/sponsors';
const DJEZZY: Sponsor = {
  id: 1,
  nom: 'Djezzy',
  url: 'https://www.djezzy.dz',
  url_logo: '/media/2026/01/d.webp',
};
const YALIDINE: Sponsor = { id: 2, nom: 'Yalidine', url: null, url_logo: '/media/2026/01/y.webp' };

const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

async function openPage(handlers: Parameters<typeof mockFetch>[0] = {}) {
  loginAdmin();
  const api = mockFetch({
    [LIST]: { body: envelope([DJEZZY, YALIDINE], null, '/api/v1/user/sponsors') },
    ...handlers,
  });
  renderApp('/admin/sponsors');
  const table = await screen.findByRole('table');
  return { api, table, user: userEvent.setup() };
}

describe('admin sponsors page', () => {
  it('shows the documented columns with the logo, name and site of each sponsor', async () => {
    const { table } = await openPage();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Logo', 'Nom', 'Siteweb', 'Actions']);
    expect(within(table).getByRole('img', { name: 'Logo de Djezzy' })).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'https://www.djezzy.dz' }).getAttribute('target')).toBe(
      '_blank',
    );
    expect(within(table).getByRole('button', { name: 'Modifier Yalidine' })).toBeTruthy();
  });

  it('shows 422 messages under their fields and sends the logo as a data URL', async () => {
    const { api, user } = await openPage({
      'POST /api/v1/user/sponsorAdd': {
        status: 422,
        body: {
          message: 'Le champ nom est obligatoire. (et 1 erreur en plus)',
          errors: {
            nom: ['Le champ nom est obligatoire.'],
            url: ['Le champ url doit être une URL valide.'],
          },
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Nouveau' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau sponsor' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Siteweb' }), 'djezzy');
    await user.upload(within(dialog).getByLabelText('Logo'), png('logo.png'));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    // The domain's schema, in the browser: nothing is sent.
    expect(await within(dialog).findByText('Le champ nom est obligatoire.')).toBeTruthy();
    expect(within(dialog).getByText('Le champ url doit être une URL valide.')).toBeTruthy();
    expect(api.calls('POST /api/v1/user/sponsorAdd')).toHaveLength(0);

    // What the browser accepts and the server refuses lands under its field too.
    await user.type(within(dialog).getByRole('textbox', { name: 'Nom' }), 'Djezzy');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Siteweb' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Siteweb' }), 'https://djezzy.dz');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Le champ nom est obligatoire.')).toBeTruthy();
    expect(api.calls('POST /api/v1/user/sponsorAdd')[0].body).toMatchObject({
      nom: 'Djezzy',
      url: 'https://djezzy.dz',
      url_logo: expect.stringMatching(/^data:image\/png;base64,/),
    });
  });

  it('edits without resending the logo, then shows the success toast and reloads', async () => {
    const { api, table, user } = await openPage({
      'POST /api/v1/user/sponsorEdit/1': {
        body: { message: 'Modification avec success', data: { ...DJEZZY, nom: 'Djezzy Algérie' } },
      },
    });
    await user.click(within(table).getByRole('button', { name: 'Modifier Djezzy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier le sponsor' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Nom' }), ' Algérie');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Modification avec success')).toBeTruthy();
    expect(api.calls('POST /api/v1/user/sponsorEdit/1')[0].body).toEqual({
      nom: 'Djezzy Algérie',
      url: 'https://www.djezzy.dz',
    });
    await waitFor(() => expect(api.calls(LIST)).toHaveLength(2));
  });

  it('deletes after confirmation', async () => {
    const { api, table, user } = await openPage({
      'DELETE /api/v1/user/sponsorDelete/2': { body: { message: 'Suppression avec success' } },
    });
    await user.click(within(table).getByRole('button', { name: 'Supprimer Yalidine' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Voulez-vous vraiment supprimer ce sponsor "Yalidine" ?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Oui, Supprimer' }));
    expect(await screen.findByText('Suppression avec success')).toBeTruthy();
    expect(api.calls('DELETE /api/v1/user/sponsorDelete/2')).toHaveLength(1);
  });
});
