import { VALIDATION_MESSAGES } from '@souk/domain/error-codes';
import { payoutRefusalErrors, payoutRefusals } from '@souk/domain/finance/payout-rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  COMPTE,
  MOIS,
  SOLDE,
  SOLDE_OWING,
  VENTE,
  VERSEMENT_ENTRY,
  VERSEMENT_PAYE,
  VERSEMENT_REFUSE,
} from '@/features/finances/finances.fixtures';
import { setLanguage } from '@/lib/i18n';
import { envelope } from '@/test/catalog-fixtures';
import { mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { loginPartner } from '@/test/sessions-fixtures';

const SOLDE_CALL = 'GET /api/v1/marchand/solde';
const ECRITURES = 'GET /api/v1/marchand/ecritures';
const VERSEMENTS = 'GET /api/v1/marchand/versements';
const ADD = 'POST /api/v1/marchand/versementAdd';

async function openPage(handlers: Parameters<typeof mockFetch>[0] = {}) {
  loginPartner();
  const api = mockFetch({
    [SOLDE_CALL]: { body: SOLDE },
    'GET /api/v1/marchand/financesMois': { body: MOIS },
    [ECRITURES]: { body: envelope([VENTE, VERSEMENT_ENTRY], null, '/api/v1/marchand/ecritures') },
    [VERSEMENTS]: { body: envelope([VERSEMENT_PAYE, VERSEMENT_REFUSE], null, '/api/v1/marchand/versements') },
    'GET /api/v1/marchand/compteVersement': { body: { data: COMPTE } },
    ...handlers,
  });
  renderApp('/partenaire/finances');
  await screen.findByRole('heading', { name: /^(Finances|المالية)$/ });
  return { api, user: userEvent.setup() };
}

const query = (url: string) => Object.fromEntries(new URL(url, 'http://localhost').searchParams);

afterEach(async () => {
  await setLanguage('fr');
});

describe('partner finances page', () => {
  it('shows the three balances and the ledger, an entry naming its order', async () => {
    await openPage();
    const disponible = await screen.findByRole('group', { name: 'Disponible' });
    await waitFor(() => expect(disponible.textContent).toMatch(/12\s500,00\sDA/));
    expect(screen.getByRole('group', { name: 'En attente' }).textContent).toMatch(/3\s400,50\sDA/);
    expect(screen.getByRole('group', { name: 'Total' }).textContent).toMatch(/15\s900,50\sDA/);
    expect(screen.queryByText(/Solde négatif/)).toBeNull();
    const table = await within(await screen.findByRole('tabpanel')).findByRole('table');
    expect(within(table).getByText('Vente')).toBeTruthy();
    expect(within(table).getByRole('link', { name: '7KQ2-M9XD' }).getAttribute('href')).toBe(
      '/partenaire/commandes/7KQ2-M9XD',
    );
    expect(within(table).getByText(/^-5\s000,00\sDA$/)).toBeTruthy();
    expect(within(table).getByText(/^\+8\s550,00\sDA$/)).toBeTruthy();
  });

  it('draws the last 12 months: sales, commissions and net due, their figures in a table', async () => {
    await openPage();
    const chart = await screen.findByTestId('months-chart');
    expect(chart.getAttribute('role')).toBe('img');
    const table = screen.getByRole('table', { name: 'Chiffres par mois' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0])
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Mois', 'Ventes', 'Commissions', 'Net dû']);
    expect(rows).toHaveLength(13);
    expect(
      within(rows[11])
        .getAllByRole('cell')
        .slice(1)
        .map((c) => c.textContent?.replace(/\s/gu, ' ')),
    ).toEqual(['10 000,00 DA', '1 000,00 DA', '9 400,00 DA']);
  });

  it('says that a negative total is owed to the platform', async () => {
    await openPage({ [SOLDE_CALL]: { body: SOLDE_OWING } });
    expect(
      await screen.findByText(/Solde négatif : le magasin doit 1\s200,00\sDA à la plateforme\./),
    ).toBeTruthy();
  });

  it('filters the entries by type and days, and refuses a reversed range before sending it', async () => {
    const { api, user } = await openPage();
    await within(await screen.findByRole('tabpanel')).findByRole('table');
    const filters = screen.getByRole('form', { name: 'Filtrer les écritures' });
    await user.selectOptions(within(filters).getByLabelText('Type'), 'versement');
    await user.type(within(filters).getByLabelText('Du'), '2026-11-20');
    await user.type(within(filters).getByLabelText('Au'), '2026-11-01');
    await user.click(within(filters).getByRole('button', { name: 'Filtrer' }));
    expect(await within(filters).findByText(VALIDATION_MESSAGES.date_range)).toBeTruthy();
    expect(api.calls(ECRITURES)).toHaveLength(1);
    await user.clear(within(filters).getByLabelText('Au'));
    await user.type(within(filters).getByLabelText('Au'), '2026-11-30');
    await user.click(within(filters).getByRole('button', { name: 'Filtrer' }));
    await waitFor(() => expect(api.calls(ECRITURES)).toHaveLength(2));
    expect(query(api.calls(ECRITURES)[1].url)).toEqual({
      page: '1',
      type: 'versement',
      dateDebut: '2026-11-20',
      dateFin: '2026-11-30',
    });
  });

  it('lists the payouts with their states, and asks for one with an idempotency key', async () => {
    const { api, user } = await openPage({
      [ADD]: {
        status: 201,
        body: { message: 'Demande enregistrée', data: { ...VERSEMENT_PAYE, id: 9, etat: 'demandee' } },
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Versements' }));
    const table = await within(await screen.findByRole('tabpanel')).findByRole('table');
    expect(within(table).getByText('Payé')).toBeTruthy();
    expect(within(table).getByText('VIR-2026-0042')).toBeTruthy();
    expect(within(table).getByText('Refusé')).toBeTruthy();
    expect(within(table).getByText('Compte CCP clôturé')).toBeTruthy();

    const amount = screen.getByRole('textbox', { name: /Montant \(DZD\)/ });
    await user.click(screen.getByRole('button', { name: 'Demander' }));
    expect(await screen.findByText(/est obligatoire/)).toBeTruthy();
    expect(api.calls(ADD)).toHaveLength(0);

    await user.type(amount, '4500,5');
    await user.click(screen.getByRole('button', { name: 'Demander' }));
    expect(await screen.findByText('Demande de versement enregistrée.')).toBeTruthy();
    const [call] = api.calls(ADD);
    expect(call.body).toEqual({ montant: 4500.5 });
    expect(call.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
    await waitFor(() => expect(api.calls(SOLDE_CALL).length).toBeGreaterThan(1));
  });

  it("shows the server's refusals in Arabic, under the amount and above the form", async () => {
    await setLanguage('ar');
    const refusal = payoutRefusalErrors(
      payoutRefusals({
        montant: 2_000_000,
        disponible: 1_250_000,
        minimum: 100_000,
        hasAccount: true,
        openPayout: true,
      }),
    );
    const { user } = await openPage({
      [ADD]: { status: 422, body: { message: refusal.errors.montant?.[0], ...refusal } },
    });
    await user.click(await screen.findByRole('tab', { name: 'التحويلات' }));
    await user.type(await screen.findByRole('textbox', { name: /المبلغ \(دج\)/ }), '20000');
    await user.click(screen.getByRole('button', { name: 'اطلب' }));
    expect(await screen.findByText(/المبلغ المطلوب يتجاوز رصيدك المتاح/)).toBeTruthy();
    expect(screen.getByText('هناك طلب تحويل قيد المعالجة بالفعل: انتظر حتى تتم معالجته.')).toBeTruthy();
    expect(screen.queryByText(/dépasse/)).toBeNull();
  });

  it("checks the payout account's format with the API's rules, then saves it", async () => {
    const { api, user } = await openPage({
      'POST /api/v1/marchand/compteVersementEdit': {
        body: { message: 'ok', data: { ...COMPTE, type: 'rib', numero: '00799999001234567890', cle: null } },
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Compte de versement' }));
    const numero = await screen.findByRole('textbox', { name: /Numéro de compte CCP/ });
    expect((numero as HTMLInputElement).value).toBe('0012345678');
    await user.selectOptions(screen.getByLabelText('Type de compte'), 'rib');
    const rib = screen.getByRole('textbox', { name: /RIB \(20 chiffres\)/ });
    await user.clear(rib);
    await user.type(rib, '12345');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le compte' }));
    expect(await screen.findByText(VALIDATION_MESSAGES.payout_rib)).toBeTruthy();
    await user.clear(rib);
    await user.type(rib, '0079 9999 0012 3456 7890');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le compte' }));
    expect(await screen.findByText('Compte de versement enregistré.')).toBeTruthy();
    expect(api.calls('POST /api/v1/marchand/compteVersementEdit')[0].body).toEqual({
      type: 'rib',
      titulaire: 'Karim Haddad',
      numero: '00799999001234567890',
      cle: null,
    });
  });

  it('downloads a statement of the chosen days, the PDF in the visitor’s language', async () => {
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = vi.fn(() => 'blob:releve');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    onTestFinished(() => {
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
      click.mockRestore();
    });
    await setLanguage('ar');
    const { api, user } = await openPage({ 'GET /api/v1/marchand/releve': { body: '%PDF' } });
    await user.click(await screen.findByRole('tab', { name: 'كشف الحساب' }));
    const debut = await screen.findByLabelText(/^من/);
    await user.clear(debut);
    await user.type(debut, '2026-11-01');
    const fin = screen.getByLabelText(/^إلى/);
    await user.clear(fin);
    await user.type(fin, '2026-11-30');
    await user.click(screen.getByRole('button', { name: 'تنزيل' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [call] = api.calls('GET /api/v1/marchand/releve');
    expect(query(call.url)).toEqual({
      dateDebut: '2026-11-01',
      dateFin: '2026-11-30',
      format: 'pdf',
      lang: 'ar',
    });
    expect(call.headers.Authorization).toBe('Bearer partner-token');
  });

  it("says a refused statement in the visitor's language", async () => {
    await setLanguage('ar');
    const { user } = await openPage({
      'GET /api/v1/marchand/releve': {
        status: 422,
        body: {
          message: "La période d'un relevé ne doit pas dépasser 366 jours.",
          errors: { dateFin: ["La période d'un relevé ne doit pas dépasser 366 jours."] },
          codes: { dateFin: [{ code: 'statement_period_max', params: { max: 366 } }] },
        },
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'كشف الحساب' }));
    await user.click(await screen.findByRole('button', { name: 'تنزيل' }));
    expect(await screen.findByText('يجب ألا تتجاوز فترة الكشف 366 يومًا.')).toBeTruthy();
  });
});
