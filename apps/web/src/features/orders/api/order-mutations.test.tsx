import { VALIDATION_MESSAGES } from '@souk/domain/error-codes';
import { QueryObserver } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ordersKeys } from '@/features/orders/api/orders-keys';
import { catalogKeys } from '@/lib/query-keys';
import { cartReply, makeCartLine, makeOrder, orderPage, PROFILE } from '@/test/client-area-fixtures';
import { mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { loginClient } from '@/test/sessions-fixtures';

// Leaflet needs a real layout engine (checked in the browser); a click on this stand-in picks a point.
vi.mock('@/features/orders/components/location-picker-map', () => ({
  LocationPickerMap: ({ label, onPick }: { label: string; onPick: (lat: number, lng: number) => void }) => (
    <section aria-label={label}>
      <button type="button" onClick={() => onPick(36.75, 3.04)}>
        placer
      </button>
    </section>
  ),
}));

const PROFILE_REPLIES = {
  'GET /api/v1/client/profilShow': { body: { data: PROFILE } },
  'GET /api/v1/client/commandes': { body: orderPage([makeOrder(1, { ref: 'AAAA-1111' })]) },
  'GET /api/v1/client/coupons': { body: { data: [] } },
};

/** Puts a product page in the cache, as a visit to the product before ordering it would. */
function cacheProduct(app: ReturnType<typeof renderApp>, id: number) {
  app.queryClient.setQueryData(catalogKeys.article(id), { id, designation: `Article ${id}` });
  return () => app.queryClient.getQueryState(catalogKeys.article(id))?.isInvalidated;
}

async function placeOrder(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Commander' }));
  const modal = await screen.findByRole('dialog', { name: 'Passer la commande' });
  await user.type(within(modal).getByRole('textbox', { name: /Adresse de livraison/ }), 'Oran');
  await user.click(within(modal).getByRole('button', { name: 'placer' }));
  await user.selectOptions(within(modal).getByRole('combobox', { name: /Wilaya de livraison/ }), '31 - Oran');
  await user.click(within(modal).getByRole('button', { name: 'Valider' }));
  // The recap: the terms of sale accepted, then the order confirmed.
  await user.click(
    await within(modal).findByRole('checkbox', {
      name: 'J’ai lu et j’accepte les conditions générales de vente',
    }),
  );
  await waitFor(() =>
    expect(within(modal).getByRole('button', { name: 'Confirmer la commande' })).toHaveProperty(
      'disabled',
      false,
    ),
  );
  await user.click(within(modal).getByRole('button', { name: 'Confirmer la commande' }));
}

describe('checkout and cancellation keep the shown stock true', () => {
  it('a checkout refused for stock reads the cart again: the line caps its quantity by the stock left', async () => {
    // 5 in the cart and 5 in stock when the page opened; someone bought one meanwhile.
    let stock = 5;
    const api = mockFetch({
      'GET /api/v1/client/panierShow': () => ({
        body: cartReply([makeCartLine(1, { quantite_panier: 5, stock })]),
      }),
      'POST /api/v1/client/commandeAdd': () => {
        stock = 4;
        const message = 'Stock insuffisant pour « Article 1 » : 4 disponible(s).';
        return { status: 422, body: { message, errors: { 'stock_articles.0.quantite': [message] } } };
      },
    });
    loginClient();
    const user = userEvent.setup();
    const app = renderApp('/panier');
    const line = await screen.findByRole('listitem', { name: 'Article 1' });
    const quantity = within(line).getByRole('textbox', { name: 'Quantité de « Article 1 »' });
    expect((quantity as HTMLInputElement).value).toBe('5');

    await placeOrder(user);

    expect(await screen.findByText('Veuillez ressayer plus tard')).toBeTruthy();
    await waitFor(() => expect(api.calls('GET /api/v1/client/panierShow')).toHaveLength(2));
    await waitFor(() => expect((quantity as HTMLInputElement).value).toBe('4'));
    expect(
      within(line).getByRole('button', { name: 'Augmenter la quantité de « Article 1 »' }),
    ).toHaveProperty('disabled', true);
    expect(within(line).getByRole('alert').textContent).toBe(
      'Stock insuffisant pour « Article 1 » : 4 disponible(s).',
    );
    expect(app.pathname()).toBe('/panier');
  });

  it('a placed order makes the cached product pages stale: they show the reserved stock', async () => {
    mockFetch({
      'GET /api/v1/client/panierShow': { body: cartReply([makeCartLine(1)]) },
      'POST /api/v1/client/commandeAdd': {
        status: 201,
        body: { message: 'Commande ajoutée avec success', data: [makeOrder(1)] },
      },
      ...PROFILE_REPLIES,
    });
    loginClient();
    const user = userEvent.setup();
    const app = renderApp('/panier');
    await screen.findByRole('listitem', { name: 'Article 1' });
    const stale = cacheProduct(app, 201);
    expect(stale()).toBe(false);

    await placeOrder(user);

    await waitFor(() => expect(app.pathname()).toBe('/profile'));
    expect(stale()).toBe(true);
  });

  it('the emptied cart read back after an order does not swallow the success: toast, then Profile', async () => {
    // The cart is empty once the order is placed; re-reading it unmounts the checkout modal. The
    // modal's own success (toast, move to Profile) must still run (a flaky journey failure once).
    let ordered = false;
    mockFetch({
      'GET /api/v1/client/panierShow': () => ({ body: cartReply(ordered ? [] : [makeCartLine(1)]) }),
      'POST /api/v1/client/commandeAdd': () => {
        ordered = true;
        return { status: 201, body: { message: 'Commande ajoutée avec success', data: [makeOrder(1)] } };
      },
      ...PROFILE_REPLIES,
    });
    loginClient();
    const user = userEvent.setup();
    const app = renderApp('/panier');
    await screen.findByRole('listitem', { name: 'Article 1' });
    // Another part of the page reads the orders, and answers after the cart: the cart is then
    // already empty (and the modal gone) while the order's cache refresh is still going on.
    const slowOrders = new QueryObserver(app.queryClient, {
      queryKey: ordersKeys.lists(),
      queryFn: () => new Promise((resolve) => setTimeout(() => resolve([]), ordered ? 400 : 0)),
    });
    const stopObserving = slowOrders.subscribe(() => {});

    await placeOrder(user);

    await waitFor(() => expect(app.pathname()).toBe('/profile'));
    expect(await screen.findByText('Commande ajoutée avec success')).toBeTruthy();
    stopObserving();
  });

  it('a cancelled order makes the cached product pages stale: its stock is back on sale', async () => {
    mockFetch({
      ...PROFILE_REPLIES,
      'GET /api/v1/client/panierShow': { body: cartReply([]) },
      'DELETE /api/v1/client/commandeDelete/1': {
        body: { message: 'La commande a été supprimée de votre panier avec success.' },
      },
    });
    loginClient();
    const user = userEvent.setup();
    const app = renderApp('/profile');
    await screen.findByText('#AAAA-1111');
    const stale = cacheProduct(app, 201);
    expect(stale()).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Supprimer la commande #AAAA-1111' }));
    const confirm = await screen.findByRole('dialog', { name: 'Etes-vous sur?' });
    await user.click(within(confirm).getByRole('button', { name: 'Oui, supprimez-le!' }));

    expect(await screen.findByText('Supprimée!')).toBeTruthy();
    await waitFor(() => expect(stale()).toBe(true));
  });
});

describe('checkout: payment types offered, idempotency key, taken to payment', () => {
  const SANDBOX = { devise: 'sandbox', cib: 'sandbox', stripe_publishable_key: null };

  // The machine running the suite may be busy: these journeys get room (they never assert timings).
  it('a card order placed opens its payment on the Profile, with the demonstration notice', {
    timeout: 60_000,
  }, async () => {
    const order = makeOrder(7, { ref: 'CARD-0007', type_paiement: 'devise', etat: 'en_attente_de_paiement' });
    const api = mockFetch({
      'GET /api/v1/client/panierShow': { body: cartReply([makeCartLine(1)]) },
      'GET /api/v1/client/paiementConfig': { body: { data: SANDBOX } },
      'POST /api/v1/client/commandeAdd': {
        status: 201,
        body: { message: 'Commande ajoutée avec success', data: [order] },
      },
      'POST /api/v1/client/commandePayer/7': {
        body: {
          message: 'Paiement effectué avec success',
          data: { commande_id: 7, etat: 'en_attente_de_livraison', paye: true },
        },
      },
      ...PROFILE_REPLIES,
    });
    loginClient();
    const user = userEvent.setup();
    const app = renderApp('/panier');
    await screen.findByRole('listitem', { name: 'Article 1' }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Commander' }));
    const modal = await screen.findByRole('dialog', { name: 'Passer la commande' });
    // The default (card) is the sandbox here: the checkout says it is a demonstration.
    expect(await within(modal).findByTestId('checkout-demo-payment')).toBeTruthy();
    await user.click(within(modal).getByRole('button', { name: 'Annuler' }));

    await placeOrder(user);

    await waitFor(() => expect(app.pathname()).toBe('/profile'));
    const payment = await screen.findByRole(
      'dialog',
      { name: 'Paiement de la commande #CARD-0007' },
      { timeout: 5000 },
    );
    expect(
      within(payment).getByText('Paiement de démonstration : aucune carte n’est débitée sur ce site.'),
    ).toBeTruthy();
    // The checkout sent a key of its own.
    const key = api.calls('POST /api/v1/client/commandeAdd')[0].headers['Idempotency-Key'];
    expect(key).toMatch(/^[0-9a-f]{32}$/);
  });

  it('keeps the same Idempotency-Key when the same order is confirmed again after a lost reply', {
    timeout: 60_000,
  }, async () => {
    let tries = 0;
    const api = mockFetch({
      'GET /api/v1/client/panierShow': { body: cartReply([makeCartLine(1)]) },
      'POST /api/v1/client/commandeAdd': () => {
        tries++;
        // The connection drops: the server may have placed it, the browser never knows.
        if (tries === 1) throw new TypeError('Failed to fetch');
        return { status: 201, body: { message: 'Commande ajoutée avec success', data: [makeOrder(1)] } };
      },
      ...PROFILE_REPLIES,
    });
    loginClient();
    const user = userEvent.setup();
    const app = renderApp('/panier');
    await screen.findByRole('listitem', { name: 'Article 1' }, { timeout: 10_000 });
    await placeOrder(user);
    expect(await screen.findByText('Veuillez ressayer plus tard')).toBeTruthy();
    await placeOrder(user);
    await waitFor(() => expect(app.pathname()).toBe('/profile'));
    const [first, second] = api.calls('POST /api/v1/client/commandeAdd');
    expect(second.body).toEqual(first.body);
    expect(second.headers['Idempotency-Key']).toBe(first.headers['Idempotency-Key']);
  });

  it('says why when the server refuses the order without a field (the same order still being placed)', {
    timeout: 60_000,
  }, async () => {
    mockFetch({
      'GET /api/v1/client/panierShow': { body: cartReply([makeCartLine(1)]) },
      'POST /api/v1/client/commandeAdd': {
        status: 409,
        body: {
          message: VALIDATION_MESSAGES.idempotency_in_progress,
          code: 'idempotency_in_progress',
          params: {},
        },
      },
      ...PROFILE_REPLIES,
    });
    loginClient();
    const user = userEvent.setup();
    const app = renderApp('/panier');
    await screen.findByRole('listitem', { name: 'Article 1' }, { timeout: 10_000 });
    await placeOrder(user);
    expect(await screen.findByText(VALIDATION_MESSAGES.idempotency_in_progress)).toBeTruthy();
    expect(screen.queryByText('Veuillez ressayer plus tard')).toBeNull();
    expect(app.pathname()).toBe('/panier');
  });

  it('offers only cash on delivery when the site takes no card payment', { timeout: 60_000 }, async () => {
    mockFetch({
      'GET /api/v1/client/panierShow': { body: cartReply([makeCartLine(1)]) },
      'GET /api/v1/client/paiementConfig': {
        body: { data: { devise: 'indisponible', cib: 'indisponible', stripe_publishable_key: null } },
      },
      ...PROFILE_REPLIES,
    });
    loginClient();
    const user = userEvent.setup();
    renderApp('/panier');
    await screen.findByRole('listitem', { name: 'Article 1' }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Commander' }));
    const modal = await screen.findByRole('dialog', { name: 'Passer la commande' });
    expect(
      await within(modal).findByText('Le paiement par carte n’est pas proposé sur ce site pour le moment.'),
    ).toBeTruthy();
    const payment = within(modal).getByRole('radiogroup', { name: /Mode de paiement/ });
    const radios = within(payment).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['livraison']);
    expect((radios[0] as HTMLInputElement).checked).toBe(true);
  });
});
