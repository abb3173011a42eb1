import { formatDzd } from '@souk/domain/money';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CouponModel } from '@/features/coupons/admin/coupon-model-types';
import { envelope } from '@/test/catalog-fixtures';
import { mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { loginAdmin } from '@/test/sessions-fixtures';

const LIST = 'GET /api/v1/user/coupons';

function model(id: number, over: Partial<CouponModel> = {}): CouponModel {
  return {
    id,
    designation: `Coupon ${id}`,
    duree: 30,
    montant: 5000,
    remise: 500,
    valide: true,
    nbr_coupon: 0,
    created_at: '2026-03-01T10:00:00.000Z',
    ...over,
  };
}

const FIDELITE = model(1, { designation: 'Fidélité', montant: 12500, remise: 750.5, nbr_coupon: 3 });
const BIENVENUE = model(2, { designation: 'Bienvenue', duree: 1, montant: 0, remise: 200, valide: false });

async function openPage(handlers: Parameters<typeof mockFetch>[0] = {}) {
  loginAdmin();
  const api = mockFetch({
    [LIST]: { body: envelope([FIDELITE, BIENVENUE], null, '/api/v1/user/coupons') },
    ...handlers,
  });
  renderApp('/admin/coupons');
  const table = await screen.findByRole('table', { name: 'Liste des coupons' });
  return { api, table, user: userEvent.setup() };
}

const dialog = (name: string) => screen.findByRole('dialog', { name });
const rowOf = (table: HTMLElement, name: string) =>
  within(table)
    .getAllByRole('row')
    .find((r) => within(r).queryByText(name)) as HTMLElement;

describe('admin coupons page', () => {
  it('lists the models: durée in days, DZD amounts, issued count, state; delete only when none issued', async () => {
    const { table } = await openPage();
    expect(screen.getByRole('heading', { name: 'Coupons', level: 1 })).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Designation', 'Durée', 'Montant', 'Remise', 'Coupons émis', 'Etat', 'Actions']);

    const fidelite = rowOf(table, 'Fidélité');
    expect(
      within(fidelite)
        .getAllByRole('cell')
        .slice(0, 6)
        .map((c) => c.textContent),
    ).toEqual(['Fidélité', '30 jours', formatDzd(12500), formatDzd(750.5), '3', 'Actif']);
    expect(within(fidelite).getByRole('button', { name: 'Bloquer le coupon Fidélité' })).toBeTruthy();
    expect(within(fidelite).getByRole('button', { name: 'Modifier le coupon Fidélité' })).toBeTruthy();
    // Codes were issued from it: no delete offered (docs/product/admin.md, Coupons).
    expect(within(fidelite).queryByRole('button', { name: 'Supprimer le coupon Fidélité' })).toBeNull();

    const bienvenue = rowOf(table, 'Bienvenue');
    expect(within(bienvenue).getByText('1 jour')).toBeTruthy();
    expect(within(bienvenue).getByText('Bloqué')).toBeTruthy();
    expect(within(bienvenue).getByRole('button', { name: 'Débloquer le coupon Bienvenue' })).toBeTruthy();
    expect(within(bienvenue).getByRole('button', { name: 'Supprimer le coupon Bienvenue' })).toBeTruthy();
  });

  it('searches on Enter only, with the admin token', async () => {
    const { api, user } = await openPage();
    const search = screen.getByRole('searchbox', { name: 'Rechercher un coupon par désignation' });
    await user.type(search, 'Fidé');
    expect(api.calls(LIST)).toHaveLength(1);
    await user.type(search, '{Enter}');
    await waitFor(() => expect(api.calls(LIST)).toHaveLength(2));
    const sent = new URL(api.calls(LIST)[1].url, 'http://localhost');
    expect(sent.searchParams.get('search')).toBe('Fidé');
    expect(sent.searchParams.get('page')).toBe('1');
    expect(api.calls(LIST)[1].headers.Authorization).toBe('Bearer admin-token');
  });

  it("blocks after the documented confirmation, shows 'Bloquer!' and reloads the list", async () => {
    const { api, table, user } = await openPage({
      'POST /api/v1/user/couponChangerEtat/1': {
        body: { message: 'Le coupon a été bloquer avec success.', data: { ...FIDELITE, valide: false } },
      },
    });
    await user.click(
      within(rowOf(table, 'Fidélité')).getByRole('button', { name: 'Bloquer le coupon Fidélité' }),
    );
    const confirm = await dialog('Etes-vous sur?');
    expect(within(confirm).getByText('Vous ne pourrez pas revenir en arrière !')).toBeTruthy();
    expect(api.calls('POST /api/v1/user/couponChangerEtat/1')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Oui, bloquez-le!' }));
    const done = await dialog('Bloquer!');
    expect(within(done).getByText('Le coupon a été bloquer avec success.')).toBeTruthy();
    expect(api.calls('POST /api/v1/user/couponChangerEtat/1')).toHaveLength(1);
    await waitFor(() => expect(api.calls(LIST).length).toBeGreaterThan(1));
  });

  it("unblocks with 'Oui, débloquez-le!'", async () => {
    const { api, table, user } = await openPage({
      'POST /api/v1/user/couponChangerEtat/2': {
        body: { message: 'Le coupon a été débloquer avec success.', data: { ...BIENVENUE, valide: true } },
      },
    });
    await user.click(
      within(rowOf(table, 'Bienvenue')).getByRole('button', { name: 'Débloquer le coupon Bienvenue' }),
    );
    await user.click(
      within(await dialog('Etes-vous sur?')).getByRole('button', { name: 'Oui, débloquez-le!' }),
    );
    expect(
      within(await dialog('Débloquer!')).getByText('Le coupon a été débloquer avec success.'),
    ).toBeTruthy();
    expect(api.calls('POST /api/v1/user/couponChangerEtat/2')).toHaveLength(1);
  });

  it('creates a model: 422 messages under their own fields, then success', async () => {
    let attempt = 0;
    const { api, user } = await openPage({
      'POST /api/v1/user/couponAdd': () =>
        ++attempt === 1
          ? {
              status: 422,
              body: {
                message: 'Le champ durée est obligatoire. (et 1 erreur en plus)',
                errors: {
                  duree: ['Le champ durée est obligatoire.'],
                  remise: ['La remise doit être supérieure à 0.'],
                },
              },
            }
          : { status: 201, body: { message: 'Creation avec success', data: model(3) } },
    });
    await user.click(screen.getByRole('button', { name: 'Nouveau' }));
    const modal = await dialog('Nouveau coupon');
    await user.type(within(modal).getByRole('textbox', { name: /Designation/ }), 'Ramadan');
    await user.type(within(modal).getByRole('textbox', { name: /Montant \(DZD\)/ }), '2000');
    await user.click(within(modal).getByRole('button', { name: 'Enregistrer' }));

    // The domain's schema, in the browser: nothing is sent yet.
    const duree = within(modal).getByRole('textbox', { name: /Durée \(jours\)/ });
    await waitFor(() => expect(duree.getAttribute('aria-invalid')).toBe('true'));
    expect(within(modal).getByText('Le champ durée est obligatoire.')).toBeTruthy();
    expect(within(modal).getByText('Le champ remise est obligatoire.')).toBeTruthy();
    expect(api.calls('POST /api/v1/user/couponAdd')).toHaveLength(0);

    // The server's own refusal lands under its field.
    await user.type(duree, '15');
    await user.type(within(modal).getByRole('textbox', { name: /Remise \(DZD\)/ }), '300');
    await user.click(within(modal).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(modal).findByText('La remise doit être supérieure à 0.')).toBeTruthy();
    // The summary is not repeated above the form when every message has its field.
    expect(within(modal).queryByText('Le champ durée est obligatoire. (et 1 erreur en plus)')).toBeNull();

    await user.click(within(modal).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Creation avec success')).toBeTruthy();
    expect(api.calls('POST /api/v1/user/couponAdd')[1].body).toEqual({
      designation: 'Ramadan',
      duree: 15,
      montant: 2000,
      remise: 300,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nouveau coupon' })).toBeNull());
    await waitFor(() => expect(api.calls(LIST).length).toBeGreaterThan(1));
  });

  it('edits a model with its values filled in', async () => {
    const { api, table, user } = await openPage({
      'POST /api/v1/user/couponEdit/1': { body: { message: 'Modification avec success', data: FIDELITE } },
    });
    await user.click(
      within(rowOf(table, 'Fidélité')).getByRole('button', { name: 'Modifier le coupon Fidélité' }),
    );
    const modal = await dialog('Modifier le coupon');
    const designation = within(modal).getByRole('textbox', { name: /Designation/ });
    expect((designation as HTMLInputElement).value).toBe('Fidélité');
    expect(within(modal).getByText(/déjà été attribué 3 fois/)).toBeTruthy();
    await user.clear(designation);
    await user.type(designation, 'Fidélité Aïd');
    await user.click(within(modal).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Modification avec success')).toBeTruthy();
    expect(api.calls('POST /api/v1/user/couponEdit/1')[0].body).toEqual({
      designation: 'Fidélité Aïd',
      duree: 30,
      montant: 12500,
      remise: 750.5,
    });
  });

  it("deletes after confirmation, and shows the server's refusal", async () => {
    let attempt = 0;
    const { api, table, user } = await openPage({
      'DELETE /api/v1/user/couponDelete/2': () =>
        ++attempt === 1
          ? {
              status: 409,
              body: {
                message:
                  'Impossible de supprimer ce coupon : il a déjà été attribué à des clients. Vous pouvez le bloquer.',
              },
            }
          : { body: { message: 'Suppression avec success' } },
    });
    const remove = () =>
      user.click(
        within(rowOf(table, 'Bienvenue')).getByRole('button', { name: 'Supprimer le coupon Bienvenue' }),
      );

    await remove();
    await user.click(
      within(await dialog('Etes-vous sur?')).getByRole('button', { name: 'Oui, supprimez-le!' }),
    );
    expect(
      within(await dialog('Oops...')).getByText(
        'Impossible de supprimer ce coupon : il a déjà été attribué à des clients. Vous pouvez le bloquer.',
      ),
    ).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Oops...' })).toBeNull());

    await remove();
    await user.click(
      within(await dialog('Etes-vous sur?')).getByRole('button', { name: 'Oui, supprimez-le!' }),
    );
    expect(await screen.findByText('Suppression avec success')).toBeTruthy();
    expect(api.calls('DELETE /api/v1/user/couponDelete/2')).toHaveLength(2);
  });

  it('says so when there is no coupon yet, or none matches the search', async () => {
    loginAdmin();
    mockFetch({ [LIST]: { body: envelope([], null, '/api/v1/user/coupons') } });
    renderApp('/admin/coupons');
    expect(await screen.findByText('Aucun coupon pour le moment')).toBeTruthy();
    const user = userEvent.setup();
    await user.type(
      screen.getByRole('searchbox', { name: 'Rechercher un coupon par désignation' }),
      'zzz{Enter}',
    );
    expect(await screen.findByText('Aucun coupon ne correspond à « zzz »')).toBeTruthy();
  });
});
