import { VALIDATION_MESSAGES } from '@souk/domain/error-codes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aboutKeys } from '@/features/about/api/about-keys';
import {
  COMMISSIONS,
  CONFIG,
  DEMANDE,
  REVENUS,
  SOLDE_ROWS,
  VENTE,
} from '@/features/finances/finances.fixtures';
import { envelope } from '@/test/catalog-fixtures';
import { ABOUT, mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { loginAdmin } from '@/test/sessions-fixtures';

const VERSEMENTS = 'GET /api/v1/user/versements';
const SOLDES = 'GET /api/v1/user/soldes';

async function openPage(handlers: Parameters<typeof mockFetch>[0] = {}) {
  loginAdmin();
  const api = mockFetch({
    [VERSEMENTS]: { body: envelope([DEMANDE], null, '/api/v1/user/versements') },
    [SOLDES]: { body: envelope(SOLDE_ROWS, null, '/api/v1/user/soldes') },
    'GET /api/v1/user/ecritures/2': { body: envelope([VENTE], null, '/api/v1/user/ecritures/2') },
    'GET /api/v1/user/commissions': { body: COMMISSIONS },
    'GET /api/v1/user/financesConfig': { body: CONFIG },
    'GET /api/v1/user/revenus': { body: REVENUS },
    ...handlers,
  });
  const { queryClient } = renderApp('/admin/finances');
  await screen.findByRole('heading', { name: 'Finances' });
  return { api, user: userEvent.setup(), queryClient };
}

const query = (url: string) => Object.fromEntries(new URL(url, 'http://localhost').searchParams);

describe('admin finances page', () => {
  it('lists the requested payouts with their store and account, and pays one with its reference', async () => {
    const { api, user } = await openPage({
      'POST /api/v1/user/versementPayer/7': {
        body: { message: 'ok', data: { ...DEMANDE, etat: 'payee', reference: 'VIR-77' } },
      },
    });
    const table = await screen.findByRole('table');
    expect(query(api.calls(VERSEMENTS)[0].url)).toEqual({ page: '1', etat: 'demandee' });
    expect(within(table).getByText('Bijouterie Tlemcen')).toBeTruthy();
    expect(within(table).getByText('00799999001234567890')).toBeTruthy();
    expect(within(table).getByText('RIB (banque)')).toBeTruthy();
    await user.click(within(table).getByRole('button', { name: 'Payer le versement de Bijouterie Tlemcen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payer le versement' });
    expect(within(dialog).getByText(/Virement de 9\s000,00\sDA à Bijouterie Tlemcen\./)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer le paiement' }));
    expect(await within(dialog).findByText(/est obligatoire/)).toBeTruthy();
    expect(api.calls('POST /api/v1/user/versementPayer/7')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Référence du virement/ }), 'VIR-77');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer le paiement' }));
    expect(await screen.findByText('Versement payé.')).toBeTruthy();
    const [call] = api.calls('POST /api/v1/user/versementPayer/7');
    expect(call.body).toEqual({ reference: 'VIR-77' });
    expect(call.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
    await waitFor(() => expect(api.calls(VERSEMENTS)).toHaveLength(2));
  });

  it('rejects a payout with its reason, and shows a refusal of the server', async () => {
    const { api, user } = await openPage({
      'POST /api/v1/user/versementRefuser/7': {
        status: 422,
        body: {
          message: 'Ce versement a déjà été traité.',
          errors: { versement: ['Ce versement a déjà été traité.'] },
        },
      },
    });
    const table = await screen.findByRole('table');
    await user.click(
      within(table).getByRole('button', { name: 'Refuser le versement de Bijouterie Tlemcen' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Refuser le versement' });
    await user.type(within(dialog).getByRole('textbox', { name: /Motif du refus/ }), 'RIB invalide');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer le refus' }));
    expect(await within(dialog).findByText('Ce versement a déjà été traité.')).toBeTruthy();
    expect(api.calls('POST /api/v1/user/versementRefuser/7')[0].body).toEqual({ motif: 'RIB invalide' });
  });

  it("lists the stores' balances, opens one's entries and records a settlement and an adjustment", async () => {
    const { api, user } = await openPage({
      'POST /api/v1/user/reglementAdd': { status: 201, body: { message: 'ok', data: VENTE } },
      'POST /api/v1/user/ajustementAdd': { status: 201, body: { message: 'ok', data: VENTE } },
    });
    await user.click(await screen.findByRole('tab', { name: 'Soldes des magasins' }));
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual([
      'Électro Oranoran@souk.dz',
      'Bijouterie Tlemcenpartenaire@souk.dz',
    ]);
    await user.type(screen.getByRole('searchbox', { name: /Rechercher un magasin/ }), 'tlemcen{Enter}');
    await waitFor(() => expect(query(api.calls(SOLDES).at(-1)?.url ?? '').search).toBe('tlemcen'));
    await user.click(within(table).getByRole('button', { name: 'Bijouterie Tlemcen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Écritures de Bijouterie Tlemcen' });
    expect(await within(dialog).findByText('Vente de la commande 7KQ2-M9XD')).toBeTruthy();

    const reglement = within(dialog)
      .getByRole('button', { name: 'Enregistrer le règlement' })
      .closest('form');
    if (!reglement) throw new Error('no settlement form');
    await user.type(within(reglement).getByRole('textbox', { name: /Montant \(DZD\)/ }), '1500');
    await user.type(within(reglement).getByRole('textbox', { name: /Référence du virement/ }), 'CCP-9');
    await user.click(within(reglement).getByRole('button', { name: 'Enregistrer le règlement' }));
    expect(await screen.findByText('Règlement enregistré.')).toBeTruthy();
    expect(api.calls('POST /api/v1/user/reglementAdd')[0].body).toEqual({
      marchand_id: 2,
      montant: 1500,
      reference: 'CCP-9',
    });
    await waitFor(() => expect(api.calls('GET /api/v1/user/ecritures/2')).toHaveLength(2));

    const ajustement = within(dialog)
      .getByRole('button', { name: 'Enregistrer l’ajustement' })
      .closest('form');
    if (!ajustement) throw new Error('no adjustment form');
    await user.type(within(ajustement).getByRole('textbox', { name: /Montant \(DZD, ±\)/ }), '0');
    await user.type(within(ajustement).getByRole('textbox', { name: /Motif/ }), 'Erreur de saisie');
    await user.click(within(ajustement).getByRole('button', { name: 'Enregistrer l’ajustement' }));
    expect(await within(ajustement).findByText(VALIDATION_MESSAGES.montant_non_zero)).toBeTruthy();
    await user.clear(within(ajustement).getByRole('textbox', { name: /Montant \(DZD, ±\)/ }));
    await user.type(within(ajustement).getByRole('textbox', { name: /Montant \(DZD, ±\)/ }), '-250,5');
    await user.click(within(ajustement).getByRole('button', { name: 'Enregistrer l’ajustement' }));
    expect(await screen.findByText('Ajustement enregistré.')).toBeTruthy();
    expect(api.calls('POST /api/v1/user/ajustementAdd')[0].body).toEqual({
      marchand_id: 2,
      montant: -250.5,
      motif: 'Erreur de saisie',
    });
  });

  it('shows inherited rates as such, removes an override and saves the settings', async () => {
    const { api, user, queryClient } = await openPage({
      'POST /api/v1/user/commissionEdit': { body: { message: 'ok', data: COMMISSIONS } },
      'POST /api/v1/user/financesConfigEdit': { body: { message: 'ok', data: CONFIG } },
    });
    // The storefront's copy of the site information, read earlier in this tab (its return period).
    queryClient.setQueryData(aboutKeys.detail(), { ...ABOUT, delai_retour_jours: 30 });
    await user.click(await screen.findByRole('tab', { name: 'Commissions' }));
    const mode = (await screen.findByRole('cell', { name: 'Mode' })).closest('tr');
    if (!mode) throw new Error('no row');
    expect(within(mode).getByText('Hérite')).toBeTruthy();
    const electro = screen.getByRole('cell', { name: 'Électroménager' }).closest('tr');
    if (!electro) throw new Error('no row');
    expect(electro.textContent).toMatch(/8 %/);
    await user.click(within(electro).getByRole('button', { name: 'Modifier le taux de Électroménager' }));
    const dialog = await screen.findByRole('dialog');
    const taux = within(dialog).getByRole('textbox', { name: /Taux/ });
    await user.clear(taux);
    await user.type(taux, '120');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText(/100/)).toBeTruthy();
    await user.clear(taux);
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Taux enregistré.')).toBeTruthy();
    expect(api.calls('POST /api/v1/user/commissionEdit')[0].body).toEqual({
      portee: 'categorie',
      id: 1,
      taux: null,
    });

    const retenue = screen.getByRole('textbox', { name: /Délai de retenue/ });
    await user.clear(retenue);
    await user.type(retenue, '10');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Paramètres enregistrés.')).toBeTruthy();
    expect(api.calls('POST /api/v1/user/financesConfigEdit')[0].body).toEqual({
      ...CONFIG,
      delai_retenue_jours: 10,
    });
    // The storefront reads the return period again on its next page.
    expect(queryClient.getQueryState(aboutKeys.detail())?.isInvalidated).toBe(true);
  });

  it("draws the platform's revenue by month over the last 12 months", async () => {
    const { api, user } = await openPage();
    await user.click(await screen.findByRole('tab', { name: 'Revenus' }));
    expect((await screen.findByRole('group', { name: 'Commissions' })).textContent).toMatch(/4\s200,00\sDA/);
    const params = query(api.calls('GET /api/v1/user/revenus')[0].url);
    expect(params.dateDebut).toMatch(/^\d{4}-\d{2}-01$/);
    const chart = await screen.findByTestId('revenus-chart');
    expect(chart.getAttribute('role')).toBe('img');
    const table = screen.getByRole('table', { name: 'Chiffres par mois' });
    // Twelve months, each with its three figures; months without any read zero.
    expect(within(table).getAllByRole('row')).toHaveLength(13);
  });
});
