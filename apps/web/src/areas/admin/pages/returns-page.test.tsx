import type { RetourReply } from '@souk/domain/replies/returns';
import type { RetourActeur } from '@souk/domain/returns/state-machine';
import { movesFor } from '@souk/domain/returns/state-machine';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeBoOrderDetail } from '@/features/orders/backoffice-orders.fixtures';
import { makeRetour, refusedRetour, retourPage } from '@/features/returns/returns.fixtures';
import { SHOP } from '@/test/catalog-fixtures';
import { mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { loginAdmin } from '@/test/sessions-fixtures';

const LIST = 'GET /api/v1/user/retours';
const query = (url: string) => Object.fromEntries(new URL(url, 'http://localhost').searchParams);

/** A dispute of a store's order. */
const DISPUTE = makeRetour(21, {
  etat: 'litige',
  commande: { id: 4, ref: 'DDDD-4444', type_paiement: 'cib' },
  historique: [
    ...refusedRetour(21, 2).historique,
    { etat: 'litige', created_at: new Date().toISOString(), motif: 'Jamais porté.' },
  ],
});
/** A request on one of the platform's own orders: the administrator is its seller. */
const PLATFORM_REQUEST = makeRetour(22, {
  commande: { id: 1, ref: '7KQ2-M9XD', type_paiement: 'livraison' },
});
/** A received return of a store's CIB order: the administrator records the refund. */
const CIB_RECEIVED = makeRetour(23, {
  etat: 'recu',
  montant_rembourse: 2250,
  commande: { id: 5, ref: 'EEEE-5555', type_paiement: 'cib' },
});
/** A request of a store's order: the store decides, not the administrator. */
const STORE_REQUEST = makeRetour(24, { commande: { id: 6, ref: 'FFFF-6666', type_paiement: 'livraison' } });

const ORDERS: Record<string, boolean> = {
  'DDDD-4444': false,
  '7KQ2-M9XD': true,
  'EEEE-5555': false,
  'FFFF-6666': false,
};

const LABELS: Record<string, Record<string, string>> = {
  litige: { accepte: 'Accepter le retour', refus_confirme: 'Confirmer le refus' },
  other: {
    accepte: 'Accepter',
    refuse: 'Refuser',
    recu: 'Confirmer la réception',
    rembourse: 'Remboursement effectué',
  },
};
const adminButtons = (retour: RetourReply, platform: boolean) => {
  const acteurs: RetourActeur[] = platform ? ['admin', 'vendeur'] : ['admin'];
  const labels = LABELS[retour.etat === 'litige' ? 'litige' : 'other'];
  return acteurs
    .flatMap((a) => movesFor(retour.etat, a, retour.commande.type_paiement))
    .map((to) => labels[to]);
};

async function openPage(handlers: Parameters<typeof mockFetch>[0] = {}) {
  loginAdmin();
  const orderHandlers = Object.fromEntries(
    Object.entries(ORDERS).map(([ref, platform]) => [
      `GET /api/v1/user/commandeShow/${ref}`,
      { body: { data: makeBoOrderDetail({ ref, marchand: platform ? null : SHOP }) } },
    ]),
  );
  const api = mockFetch({
    [LIST]: (request) => ({
      body: retourPage(
        query(request.url).etat === 'litige'
          ? [DISPUTE]
          : [DISPUTE, PLATFORM_REQUEST, CIB_RECEIVED, STORE_REQUEST],
        '/api/v1/user/retours',
      ),
    }),
    ...orderHandlers,
    ...handlers,
  });
  renderApp('/admin/retours');
  await screen.findByRole('heading', { name: 'Retours', level: 1 }, { timeout: 15_000 });
  return { api, user: userEvent.setup() };
}

async function openReturn(user: ReturnType<typeof userEvent.setup>, ref: string) {
  const all = screen.getByRole('region', { name: 'Tous les retours' });
  await user.click(await within(all).findByRole('button', { name: `Voir le retour de la commande #${ref}` }));
  const dialog = await screen.findByRole('dialog', { name: `Retour de la commande #${ref}` });
  await within(dialog).findByRole('link', { name: `Commande #${ref}` });
  await waitFor(() => expect(within(dialog).queryByRole('status')).toBeNull());
  return dialog;
}

describe('admin returns page', () => {
  it('lists the disputes first, then every return filtered by state', async () => {
    const { api, user } = await openPage();
    const disputes = screen.getByRole('region', { name: 'Litiges à arbitrer' });
    const all = screen.getByRole('region', { name: 'Tous les retours' });
    expect(disputes.compareDocumentPosition(all) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await waitFor(() => expect(within(disputes).getAllByTestId('return-row')).toHaveLength(1));
    expect(api.calls(LIST).some((c) => query(c.url).etat === 'litige')).toBe(true);
    await waitFor(() => expect(within(all).getAllByTestId('return-row')).toHaveLength(4));
    await user.selectOptions(within(all).getByRole('combobox', { name: 'État' }), 'recu');
    await waitFor(() => expect(query(api.calls(LIST).at(-1)?.url ?? '').etat).toBe('recu'));
  });

  it.each([
    [DISPUTE, false],
    [PLATFORM_REQUEST, true],
    [CIB_RECEIVED, false],
    [STORE_REQUEST, false],
  ] as const)('offers the moves movesFor gives the administrator: return %#', async (retour, platform) => {
    const { user } = await openPage();
    const dialog = await openReturn(user, retour.commande.ref);
    const buttons = within(dialog)
      .queryAllByRole('button')
      .map((b) => b.textContent)
      .filter((text) => text !== '');
    expect(buttons).toEqual(adminButtons(retour, platform));
    expect(
      buttons.length > 0 || within(dialog).queryByText('Aucune action attendue de votre part.') !== null,
    ).toBe(true);
    if (platform)
      expect(within(dialog).getByText('Commande de la plateforme : vous en êtes le vendeur.')).toBeTruthy();
  });

  it('arbitrates a dispute: confirming the refusal needs a reason', async () => {
    const { api, user } = await openPage({
      'POST /api/v1/user/retourArbitrer/21': {
        body: { message: 'ok', data: { ...DISPUTE, etat: 'refus_confirme' } },
      },
    });
    let dialog = await openReturn(user, 'DDDD-4444');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer le refus' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirmer le refus' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirmer' }));
    expect(await within(confirm).findByText('Indiquez le motif du refus.')).toBeTruthy();
    expect(api.calls('POST /api/v1/user/retourArbitrer/21')).toHaveLength(0);
    await user.type(within(confirm).getByRole('textbox', { name: /Motif de la décision/ }), 'Article porté.');
    await user.click(within(confirm).getByRole('button', { name: 'Confirmer' }));
    expect(await screen.findByText('Refus confirmé.')).toBeTruthy();
    expect(api.calls('POST /api/v1/user/retourArbitrer/21')[0].body).toEqual({
      decision: 'refuser',
      motif: 'Article porté.',
    });

    dialog = await openReturn(user, 'DDDD-4444');
    await user.click(within(dialog).getByRole('button', { name: 'Accepter le retour' }));
    const accept = await screen.findByRole('dialog', { name: 'Accepter le retour contesté' });
    await user.click(within(accept).getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(api.calls('POST /api/v1/user/retourArbitrer/21')).toHaveLength(2));
    expect(api.calls('POST /api/v1/user/retourArbitrer/21')[1].body).toEqual({ decision: 'accepter' });
  });

  it("accepts a platform order's return as its seller and records a CIB refund with its reference", async () => {
    const { api, user } = await openPage({
      'POST /api/v1/user/retourAccepter/22': { body: { message: 'ok', data: PLATFORM_REQUEST } },
      'POST /api/v1/user/retourRembourse/23': { body: { message: 'ok', data: CIB_RECEIVED } },
    });
    let dialog = await openReturn(user, '7KQ2-M9XD');
    await user.click(within(dialog).getByRole('button', { name: 'Accepter' }));
    let confirm = await screen.findByRole('dialog', { name: 'Accepter le retour' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirmer' }));
    expect(await screen.findByText('Retour accepté.')).toBeTruthy();
    expect(api.calls('POST /api/v1/user/retourAccepter/22')).toHaveLength(1);

    dialog = await openReturn(user, 'EEEE-5555');
    await user.click(within(dialog).getByRole('button', { name: 'Remboursement effectué' }));
    confirm = await screen.findByRole('dialog', { name: 'Remboursement effectué' });
    await user.type(
      within(confirm).getByRole('textbox', { name: /Référence du remboursement/ }),
      'VIR-CIB-9',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Confirmer' }));
    expect(await screen.findByText('Remboursement enregistré.')).toBeTruthy();
    expect(api.calls('POST /api/v1/user/retourRembourse/23')[0].body).toEqual({ reference: 'VIR-CIB-9' });
  });
});
