import type { Synonym } from '@souk/domain/search-synonyms';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope } from '@/test/catalog-fixtures';
import { mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { loginAdmin } from '@/test/sessions-fixtures';

const LIST = 'GET /api/v1/user/synonymes';
const LAVE: Synonym = {
  id: 1,
  expressions: ['machine à laver', 'lave-linge'],
  updated_at: '2026-11-29T07:00:00Z',
};
const PORTABLE: Synonym = {
  id: 2,
  expressions: ['portable', 'téléphone'],
  updated_at: '2026-11-28T07:00:00Z',
};

async function openPage(handlers: Parameters<typeof mockFetch>[0] = {}) {
  loginAdmin();
  const api = mockFetch({
    [LIST]: { body: envelope([LAVE, PORTABLE], null, '/api/v1/user/synonymes') },
    ...handlers,
  });
  renderApp('/admin/synonymes');
  const table = await screen.findByRole('table');
  return { api, table, user: userEvent.setup() };
}

describe('admin search synonyms page', () => {
  it('lists each group with its expressions', async () => {
    const { table } = await openPage();
    expect(await screen.findByRole('heading', { name: 'Synonymes de recherche' })).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Expressions équivalentes', 'Actions']);
    expect(within(table).getByText('machine à laver')).toBeTruthy();
    expect(within(table).getByText('lave-linge')).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Modifier portable = téléphone' })).toBeTruthy();
  });

  it('adds a group, one expression a line, then reloads the list', async () => {
    const { api, user } = await openPage({
      'POST /api/v1/user/synonymeAdd': {
        status: 201,
        body: {
          message: 'Creation avec success',
          data: { ...PORTABLE, id: 3, expressions: ['frigo', 'réfrigérateur'] },
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Nouveau' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau groupe de synonymes' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /Expressions/ }),
      'frigo{enter} réfrigérateur {enter}',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Creation avec success')).toBeTruthy();
    expect(api.calls('POST /api/v1/user/synonymeAdd')[0].body).toEqual({
      expressions: ['frigo', 'réfrigérateur'],
    });
    await waitFor(() => expect(api.calls(LIST)).toHaveLength(2));
  });

  it('shows the 422 message under the field', async () => {
    const { user } = await openPage({
      'POST /api/v1/user/synonymeEdit/2': {
        status: 422,
        body: {
          message: 'Indiquez au moins deux expressions.',
          errors: { expressions: ['Indiquez au moins deux expressions.'] },
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Modifier portable = téléphone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier le groupe de synonymes' });
    const field = within(dialog).getByRole('textbox', { name: /Expressions/ });
    expect((field as HTMLTextAreaElement).value).toBe('portable\ntéléphone');
    await user.clear(field);
    await user.type(field, 'portable');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Indiquez au moins deux expressions.')).toBeTruthy();
  });

  it('deletes after confirmation', async () => {
    const { api, table, user } = await openPage({
      'DELETE /api/v1/user/synonymeDelete/1': { body: { message: 'Suppression avec success' } },
    });
    await user.click(within(table).getByRole('button', { name: 'Supprimer machine à laver = lave-linge' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Voulez-vous vraiment supprimer le groupe « machine à laver = lave-linge » ?'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Oui, Supprimer' }));
    expect(await screen.findByText('Suppression avec success')).toBeTruthy();
    expect(api.calls('DELETE /api/v1/user/synonymeDelete/1')).toHaveLength(1);
  });
});
