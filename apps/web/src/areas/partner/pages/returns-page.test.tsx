import type { RetourReply } from '@souk/domain/replies/returns';
import { movesFor } from '@souk/domain/returns/state-machine';
import { ETATS_RETOUR } from '@souk/domain/returns/states';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { makeRetour, refusedRetour, retourPage } from '@/features/returns/returns.fixtures';
import { setLanguage } from '@/lib/i18n';
import { mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { loginPartner } from '@/test/sessions-fixtures';

afterEach(async () => {
  await setLanguage('fr');
});

const LIST = 'GET /api/v1/marchand/retours';
const NEW = makeRetour(11);
const ACCEPTED = makeRetour(12, {
  etat: 'accepte',
  commande: { id: 5, ref: 'EEEE-5555', type_paiement: 'cib' },
});
const query = (url: string) => Object.fromEntries(new URL(url, 'http://localhost').searchParams);

/** The seller's buttons of a state, as movesFor gives them (refund: cash on delivery only). */
const LABELS = {
  accepte: 'Accepter',
  refuse: 'Refuser',
  recu: 'Confirmer la réception',
  rembourse: 'Remboursement effectué',
};
const sellerButtons = (retour: RetourReply) =>
  movesFor(retour.etat, 'vendeur', retour.commande.type_paiement).map(
    (to) => LABELS[to as keyof typeof LABELS],
  );

function withState(etat: RetourReply['etat'], type_paiement: RetourReply['commande']['type_paiement']) {
  const base = etat === 'refuse' ? refusedRetour(30, 1) : makeRetour(30, { etat });
  return { ...base, commande: { ...base.commande, type_paiement } };
}

/** The partner's page of `retour`, drawn: the order's link is on it (in French). */
async function openDetail(retour: RetourReply, handlers: Parameters<typeof mockFetch>[0] = {}) {
  const api = showDetail(retour, handlers);
  await screen.findByRole('link', { name: `Commande #${retour.commande.ref}` }, { timeout: 15_000 });
  return { api, user: userEvent.setup() };
}

function showDetail(retour: RetourReply, handlers: Parameters<typeof mockFetch>[0] = {}) {
  loginPartner();
  const api = mockFetch({
    [`GET /api/v1/marchand/retours/${retour.id}`]: { body: { data: retour } },
    ...handlers,
  });
  renderApp(`/partenaire/retours/${retour.id}`);
  return api;
}

describe('partner returns page', () => {
  it('lists the new requests first, then every return with its state filter and search, each opening its page', async () => {
    loginPartner();
    const api = mockFetch({
      [LIST]: (request) => ({
        body: retourPage(
          query(request.url).etat === 'demande' ? [NEW] : [NEW, ACCEPTED],
          '/api/v1/marchand/retours',
        ),
      }),
      'GET /api/v1/marchand/retours/11': { body: { data: NEW } },
    });
    const user = userEvent.setup();
    const app = renderApp('/partenaire/retours');
    expect(
      await screen.findByRole('heading', { name: 'Retours', level: 1 }, { timeout: 15_000 }),
    ).toBeTruthy();
    const news = screen.getByRole('region', { name: 'Nouvelles demandes' });
    const all = screen.getByRole('region', { name: 'Tous les retours' });
    // The new requests come before every other return on the page.
    expect(news.compareDocumentPosition(all) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await waitFor(() => expect(within(all).getAllByTestId('return-row')).toHaveLength(2));
    expect(within(news).getAllByTestId('return-row')).toHaveLength(1);
    expect(api.calls(LIST).map((c) => query(c.url).etat ?? '')).toEqual(expect.arrayContaining(['demande']));
    const [, accepted] = within(all).getAllByTestId('return-row');
    expect(accepted.textContent).toMatch(/#EEEE-5555.*Article défectueux.*Accepté/);

    await user.selectOptions(within(all).getByRole('combobox', { name: 'État' }), 'accepte');
    await waitFor(() => expect(query(api.calls(LIST).at(-1)?.url ?? '').etat).toBe('accepte'));
    await user.type(within(all).getByRole('searchbox', { name: /Rechercher un retour/ }), 'EEEE{Enter}');
    await waitFor(() => expect(query(api.calls(LIST).at(-1)?.url ?? '').search).toBe('EEEE'));

    await user.click(within(news).getByRole('link', { name: 'Voir le retour de la commande #DDDD-4444' }));
    await waitFor(() => expect(app.pathname()).toBe('/partenaire/retours/11'));
    expect(await screen.findByRole('button', { name: 'Accepter' })).toBeTruthy();
  });

  it.each(
    ETATS_RETOUR.flatMap((etat) =>
      (['livraison', 'cib', 'devise'] as const).map((type) => [etat, type] as const),
    ),
  )('offers the moves movesFor gives the seller: %s, %s', async (etat, type) => {
    const retour = withState(etat, type);
    await openDetail(retour);
    const card = screen
      .getByRole('link', { name: /Commande #/ })
      .closest('.mantine-Card-root') as HTMLElement;
    const buttons = within(card)
      .queryAllByRole('button')
      .map((b) => b.textContent);
    expect(buttons).toEqual(sellerButtons(retour));
    if (buttons.length === 0)
      expect(within(card).getByText('Aucune action attendue de votre part.')).toBeTruthy();
  });

  it('refuses with a required reason, and shows the 422 field error under it', async () => {
    const { api, user } = await openDetail(NEW, {
      'POST /api/v1/marchand/retourRefuser/11': {
        status: 422,
        body: { message: 'Motif trop vague.', errors: { motif: ['Motif trop vague.'] } },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Refuser' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuser le retour' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    expect(await within(dialog).findByText('Indiquez le motif du refus.')).toBeTruthy();
    expect(api.calls('POST /api/v1/marchand/retourRefuser/11')).toHaveLength(0);
    const motif = within(dialog).getByRole('textbox', { name: /Motif du refus/ });
    await user.type(motif, 'Non');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    const error = await within(dialog).findByText('Motif trop vague.');
    expect(motif.getAttribute('aria-describedby')).toContain(error.id);
    expect(api.calls('POST /api/v1/marchand/retourRefuser/11')[0].body).toEqual({ motif: 'Non' });
  });

  it('accepts, confirms the reception with the restock choice, and records a cash-on-delivery refund', async () => {
    const received = makeRetour(13, { etat: 'recu', montant_rembourse: 2250 });
    const accepted = makeRetour(12, { etat: 'accepte' });
    const written = (retour: RetourReply) => ({ body: { message: 'ok', data: retour } });

    let view = await openDetail(NEW, { 'POST /api/v1/marchand/retourAccepter/11': written(accepted) });
    await view.user.click(screen.getByRole('button', { name: 'Accepter' }));
    let dialog = await screen.findByRole('dialog', { name: 'Accepter le retour' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    expect(await screen.findByText('Retour accepté.')).toBeTruthy();
    expect(view.api.calls('POST /api/v1/marchand/retourAccepter/11')[0].body).toEqual({});
    await waitFor(() => expect(view.api.calls('GET /api/v1/marchand/retours/11')).toHaveLength(2));
    document.body.innerHTML = '';

    view = await openDetail(accepted, { 'POST /api/v1/marchand/retourRecu/12': written(received) });
    await view.user.click(screen.getByRole('button', { name: 'Confirmer la réception' }));
    dialog = await screen.findByRole('dialog', { name: 'Confirmer la réception' });
    const restock = within(dialog).getByRole('checkbox', { name: 'Remettre les articles en stock' });
    expect((restock as HTMLInputElement).checked).toBe(true);
    await view.user.click(restock);
    await view.user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    expect(await screen.findByText('Réception confirmée.')).toBeTruthy();
    expect(view.api.calls('POST /api/v1/marchand/retourRecu/12')[0].body).toEqual({ remise_en_stock: false });
    document.body.innerHTML = '';

    view = await openDetail(received, { 'POST /api/v1/marchand/retourRembourse/13': written(received) });
    await view.user.click(screen.getByRole('button', { name: 'Remboursement effectué' }));
    dialog = await screen.findByRole('dialog', { name: 'Remboursement effectué' });
    expect(
      within(dialog).getByText(/Remboursement de 2\s250,00\sDZD au client de la commande #DDDD-4444\./),
    ).toBeTruthy();
    await view.user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    expect(await within(dialog).findByText('Indiquez la référence du remboursement.')).toBeTruthy();
    await view.user.type(
      within(dialog).getByRole('textbox', { name: /Référence du remboursement/ }),
      'CCP-77',
    );
    await view.user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    expect(await screen.findByText('Remboursement enregistré.')).toBeTruthy();
    expect(view.api.calls('POST /api/v1/marchand/retourRembourse/13')[0].body).toEqual({
      reference: 'CCP-77',
    });
  });

  it('reads in Arabic', async () => {
    await setLanguage('ar');
    // Waiting for the French link (openDetail) only ran out its 15 s: the page is awaited in Arabic.
    showDetail(NEW);
    expect(await screen.findByRole('button', { name: 'قبول' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'رفض' })).toBeTruthy();
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
  });
});
