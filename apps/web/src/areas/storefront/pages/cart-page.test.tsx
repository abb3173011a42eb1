import { formatDzd } from '@souk/domain/money';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getSession } from '@/lib/sessions';
import { COUPON, cartReply, makeCartLine, makeOrder } from '@/test/client-area-fixtures';
import { mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { loginClient } from '@/test/sessions-fixtures';

// Leaflet needs a real layout engine (checked in the browser); a click on this stand-in picks a point.
vi.mock('@/features/orders/components/location-picker-map', () => ({
  LocationPickerMap: ({
    label,
    position,
    onPick,
  }: {
    label: string;
    position: readonly [number, number] | null;
    onPick: (lat: number, lng: number) => void;
  }) => (
    <section aria-label={label} data-position={position?.join(',') ?? ''}>
      <button type="button" onClick={() => onPick(36.7654321, 3.0512345)}>
        placer
      </button>
    </section>
  ),
}));

// The basket's lines, each render of one counted (`CartLineRow` itself, called through).
const lineRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/features/cart/components/cart-line-row', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/features/cart/components/cart-line-row')>();
  return {
    ...original,
    CartLineRow: (props: Parameters<typeof original.CartLineRow>[0]) => {
      lineRenders.count += 1;
      return original.CartLineRow(props);
    },
  };
});

const LINES = [
  // Newest first, as the server sends them.
  makeCartLine(1, { prix: 2000, pourcentage: 10, quantite_panier: 5, stock: 3 }),
  makeCartLine(2, { prix: 1500, quantite_panier: 2 }),
  makeCartLine(3, { prix: 800, stock: 0 }),
];

/** The delivery fees of the cart's seller (Oran Mode & Style, id 3) towards the profile's wilaya. */
const QUOTE = {
  wilaya_code: 16,
  wilaya: '16 - Alger',
  livraison_gratuite_seuil: null,
  vendeurs: [
    {
      marchand_id: 3,
      designation_magasin: 'Oran Mode & Style',
      origine: '31 - Oran',
      domicile: 600,
      stop_desk: 400,
    },
  ],
};
const QUOTE_ROUTE = 'GET /api/v1/client/fraisLivraison';

function mockCart(extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({ 'GET /api/v1/client/panierShow': { body: cartReply(LINES) }, ...extra });
}

const row = (name: string) => screen.getByRole('listitem', { name });

async function openCart() {
  loginClient();
  const app = renderApp('/panier');
  await screen.findByRole('list', { name: 'Articles du panier' });
  return app;
}

describe('cart page (Panier)', () => {
  it('sends a visitor to Login', async () => {
    mockFetch();
    const app = renderApp('/panier');
    await waitFor(() => expect(app.pathname()).toBe('/login'));
  });

  it('greys out-of-stock lines without a checkbox; the others start selected', async () => {
    mockCart();
    await openCart();
    expect(
      within(row('Article 1')).getByRole('checkbox', { name: 'Sélectionner « Article 1 »' }),
    ).toHaveProperty('checked', true);
    expect(within(row('Article 2')).getByRole('checkbox')).toHaveProperty('checked', true);
    const outOfStock = row('Article 3');
    expect(outOfStock.hasAttribute('data-disabled')).toBe(true);
    expect(within(outOfStock).queryByRole('checkbox')).toBeNull();
    expect(within(outOfStock).getByText('Rupture de stock')).toBeTruthy();
    expect(within(outOfStock).queryByRole('textbox', { name: /Quantité/ })).toBeNull();
  });

  it('caps quantities by the stock, at least 1', async () => {
    mockCart();
    const user = userEvent.setup();
    await openCart();
    const line = row('Article 1');
    const input = within(line).getByRole('textbox', {
      name: 'Quantité de « Article 1 »',
    }) as HTMLInputElement;
    // 5 in the cart, 3 in stock.
    expect(input.value).toBe('3');
    expect(
      within(line).getByRole('button', { name: 'Augmenter la quantité de « Article 1 »' }),
    ).toHaveProperty('disabled', true);
    await user.click(within(line).getByRole('button', { name: 'Diminuer la quantité de « Article 1 »' }));
    await user.click(within(line).getByRole('button', { name: 'Diminuer la quantité de « Article 1 »' }));
    expect(input.value).toBe('1');
    expect(
      within(line).getByRole('button', { name: 'Diminuer la quantité de « Article 1 »' }),
    ).toHaveProperty('disabled', true);
    await user.clear(input);
    await user.type(input, '99');
    await user.tab();
    // A quantity above the stock becomes the stock, and the line says why.
    expect(input.value).toBe('3');
    expect(within(line).getByRole('status').textContent).toBe('Quantité ramenée au stock disponible : 3.');
    await user.clear(input);
    await user.type(input, '2');
    expect(input.value).toBe('2');
    expect(within(line).getByRole('status').textContent).toBe('');
    expect(screen.getByTestId('summary-total').textContent).toBe(formatDzd(2 * 2000 + 2 * 1500));
  });

  it('sums the selected lines: total, promotion, coupon and amount to pay', async () => {
    mockCart();
    const user = userEvent.setup();
    await openCart();
    // 3 × 2000 (−10 %) + 2 × 1500.
    expect(screen.getByTestId('summary-total').textContent).toBe(formatDzd(9000));
    expect(screen.getByTestId('summary-promotion').textContent).toBe(`- ${formatDzd(600)}`);
    expect(screen.getByTestId('summary-coupon').textContent).toBe(`- ${formatDzd(0)}`);
    expect(screen.getByTestId('summary-to-pay').textContent).toBe(formatDzd(8400));
    expect(screen.getByText('2 articles sélectionnés')).toBeTruthy();

    await user.click(within(row('Article 2')).getByRole('checkbox'));
    expect(screen.getByTestId('summary-total').textContent).toBe(formatDzd(6000));
    expect(screen.getByTestId('summary-to-pay').textContent).toBe(formatDzd(5400));

    await user.click(screen.getByRole('checkbox', { name: 'Tout sélectionner' }));
    expect(screen.getByTestId('summary-total').textContent).toBe(formatDzd(9000));
    await user.click(screen.getByRole('checkbox', { name: 'Tout sélectionner' }));
    expect(screen.getByTestId('summary-to-pay').textContent).toBe(formatDzd(0));
    expect(screen.getByRole('button', { name: 'Commander' })).toHaveProperty('disabled', true);
  });

  it('removes only unselected lines, after the confirmation', async () => {
    const api = mockCart({
      'DELETE /api/v1/client/panierDelete/103': { body: { message: 'Supprimé!' } },
    });
    const user = userEvent.setup();
    await openCart();
    expect(within(row('Article 1')).queryByRole('button', { name: /Retirer/ })).toBeNull();
    await user.click(within(row('Article 1')).getByRole('checkbox'));
    expect(
      within(row('Article 1')).getByRole('button', { name: 'Retirer « Article 1 » du panier' }),
    ).toBeTruthy();

    await user.click(
      within(row('Article 3')).getByRole('button', { name: 'Retirer « Article 3 » du panier' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Etes-vous sur?' });
    expect(within(confirm).getByText('Vous ne pourrez pas revenir en arrière !')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Oui, supprimez-le!' }));
    expect(await screen.findByText('Supprimé!')).toBeTruthy();
    expect(api.calls('DELETE /api/v1/client/panierDelete/103')).toHaveLength(1);
    // The cart is read again.
    await waitFor(() => expect(api.calls('GET /api/v1/client/panierShow')).toHaveLength(2));
  });

  it('applies a coupon: disabled while empty, server message on 401 (session kept), success text', async () => {
    const api = mockCart({
      'GET /api/v1/client/couponShow/FAUX': { status: 401, body: { message: 'Coupon invalide ou expiré.' } },
      [`GET /api/v1/client/couponShow/${COUPON.code}`]: {
        body: { message: 'Coupon ajouté avec success', data: COUPON },
      },
    });
    const user = userEvent.setup();
    await openCart();
    const apply = screen.getByRole('button', { name: 'Appliquer' });
    expect(apply).toHaveProperty('disabled', true);
    const code = screen.getByRole('textbox', { name: 'Code coupon' });
    await user.type(code, '  ');
    expect(apply).toHaveProperty('disabled', true);

    await user.type(code, 'FAUX');
    await user.click(apply);
    expect(await screen.findByText('Coupon invalide ou expiré.')).toBeTruthy();
    expect(getSession('client')).not.toBeNull();

    await user.clear(code);
    await user.type(code, COUPON.code);
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(await screen.findByText('Coupon ajouté avec success')).toBeTruthy();
    expect(api.calls(`GET /api/v1/client/couponShow/${COUPON.code}`)).toHaveLength(1);
    expect(screen.getByTestId('summary-coupon').textContent).toBe(`- ${formatDzd(1000)}`);
    expect(screen.getByTestId('summary-to-pay').textContent).toBe(formatDzd(7400));
  });
});

describe('order modal', () => {
  it("keeps 'Valider' disabled until a position is chosen, sends the selected lines only, then goes to Profile", async () => {
    const api = mockCart({
      'GET /api/v1/client/couponShow/VJ84X-88V2N': {
        body: { message: 'Coupon ajouté avec success', data: COUPON },
      },
      'POST /api/v1/client/commandeAdd': {
        status: 201,
        body: { message: 'Commande ajoutée avec success', data: [makeOrder(1), makeOrder(2)] },
      },
      'GET /api/v1/client/commandes': { body: { data: [], links: {}, meta: { last_page: 1 } } },
      'GET /api/v1/client/profilShow': { body: { data: {} } },
      [QUOTE_ROUTE]: { body: { data: QUOTE } },
    });
    const user = userEvent.setup();
    const app = await openCart();
    await user.click(within(row('Article 2')).getByRole('checkbox'));
    await user.type(screen.getByRole('textbox', { name: 'Code coupon' }), COUPON.code);
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    await screen.findByTestId('applied-coupon');
    await user.click(screen.getByRole('button', { name: 'Commander' }));

    const modal = await screen.findByRole('dialog', { name: 'Passer la commande' });
    const validate = within(modal).getByRole('button', { name: 'Valider' });
    expect(validate).toHaveProperty('disabled', true);
    expect(within(modal).getByText('Aucune position choisie.')).toBeTruthy();
    // The three payment types, card by default.
    expect(within(modal).getByRole('radio', { name: 'Paiement avec Stripe' })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(modal).getByRole('radio', { name: 'Paiement avec CIB' })).toBeTruthy();
    await user.click(within(modal).getByRole('radio', { name: 'Paiement à la livraison' }));

    await user.type(
      within(modal).getByRole('textbox', { name: /Adresse de livraison/ }),
      '5 rue Larbi Ben Mhidi',
    );
    await user.click(within(modal).getByRole('button', { name: 'placer' }));
    expect(validate).toHaveProperty('disabled', false);
    await user.click(validate);

    // The recap: nothing is sent before the terms are accepted and the order confirmed.
    await within(modal).findByRole('heading', { name: 'Récapitulatif de votre commande' });
    await user.click(within(modal).getByRole('button', { name: 'Confirmer la commande' }));
    expect(
      await within(modal).findByText('Veuillez accepter les conditions générales de vente pour commander.'),
    ).toBeTruthy();
    expect(api.calls('POST /api/v1/client/commandeAdd')).toHaveLength(0);
    await user.click(
      within(modal).getByRole('checkbox', { name: 'J’ai lu et j’accepte les conditions générales de vente' }),
    );
    await user.click(within(modal).getByRole('button', { name: 'Confirmer la commande' }));

    await waitFor(() => expect(app.pathname()).toBe('/profile'));
    expect(await screen.findByText('Commande ajoutée avec success')).toBeTruthy();
    expect(screen.getByText('2 commandes créées, une par vendeur.')).toBeTruthy();
    const [call] = api.calls('POST /api/v1/client/commandeAdd');
    expect(call.body).toEqual({
      latitude: 36.765432,
      longitude: 3.051235,
      adresse: '5 rue Larbi Ben Mhidi',
      type_paiement: 'livraison',
      coupon_id: COUPON.id,
      stock_articles: [{ stock_article_id: 101, quantite: 3, promotion_id: 901, isSelected: true }],
      wilaya: 16,
      mode_livraison: 'domicile',
    });
  });

  it('says an address is required before sending', async () => {
    const api = mockCart();
    const user = userEvent.setup();
    await openCart();
    await user.click(screen.getByRole('button', { name: 'Commander' }));
    const modal = await screen.findByRole('dialog', { name: 'Passer la commande' });
    await user.click(within(modal).getByRole('button', { name: 'placer' }));
    await user.click(within(modal).getByRole('button', { name: 'Valider' }));
    expect(await within(modal).findByText('Le champ adresse est obligatoire.')).toBeTruthy();
    expect(api.calls('POST /api/v1/client/commandeAdd')).toHaveLength(0);
  });

  it('on failure closes the modal, toasts and shows the stock messages under their lines', async () => {
    mockCart({
      [QUOTE_ROUTE]: { body: { data: QUOTE } },
      'POST /api/v1/client/commandeAdd': {
        status: 422,
        body: {
          message: 'Stock insuffisant',
          errors: {
            'stock_articles.1.quantite': ['Stock insuffisant pour « Article 2 » : 1 disponible(s).'],
          },
        },
      },
    });
    const user = userEvent.setup();
    const app = await openCart();
    await user.click(screen.getByRole('button', { name: 'Commander' }));
    const modal = await screen.findByRole('dialog', { name: 'Passer la commande' });
    await user.type(within(modal).getByRole('textbox', { name: /Adresse de livraison/ }), 'Oran');
    await user.click(within(modal).getByRole('button', { name: 'placer' }));
    await user.click(within(modal).getByRole('button', { name: 'Valider' }));
    await user.click(
      await within(modal).findByRole('checkbox', {
        name: 'J’ai lu et j’accepte les conditions générales de vente',
      }),
    );
    await user.click(within(modal).getByRole('button', { name: 'Confirmer la commande' }));

    expect(await screen.findByText('Veuillez ressayer plus tard')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Passer la commande' })).toBeNull());
    expect(within(row('Article 2')).getByRole('alert').textContent).toBe(
      'Stock insuffisant pour « Article 2 » : 1 disponible(s).',
    );
    expect(app.pathname()).toBe('/panier');
  });

  it('finds an address in Algeria with the geocoder and places the marker there', async () => {
    const api = mockCart({
      'GET https://nominatim.openstreetmap.org/search': {
        body: [
          { place_id: 1, lat: '35.6971', lon: '-0.6308', display_name: 'Oran, Algérie' },
          { place_id: 2, lat: '48.85', lon: '2.35', display_name: 'Paris, France' },
        ],
      },
    });
    const user = userEvent.setup();
    await openCart();
    await user.click(screen.getByRole('button', { name: 'Commander' }));
    const modal = await screen.findByRole('dialog', { name: 'Passer la commande' });
    await user.type(within(modal).getByRole('textbox', { name: /Adresse de livraison/ }), 'Oran{Enter}');
    const results = await within(modal).findByRole('list', { name: 'Adresses trouvées' });
    expect(within(results).getAllByRole('listitem')).toHaveLength(1);
    const [call] = api.calls('GET https://nominatim.openstreetmap.org/search');
    expect(call.url).toBe('https://nominatim.openstreetmap.org/search?format=json&countrycodes=dz&q=Oran');

    await user.click(within(results).getByRole('button', { name: 'Oran, Algérie' }));
    expect(
      within(modal).getByRole('region', { name: 'Carte : position de livraison' }).dataset.position,
    ).toBe('35.6971,-0.6308');
    expect(
      (within(modal).getByRole('textbox', { name: /Adresse de livraison/ }) as HTMLInputElement).value,
    ).toBe('Oran, Algérie');
    expect(within(modal).getByRole('button', { name: 'Valider' })).toHaveProperty('disabled', false);
  });

  it('falls back to the default centre when geolocation is refused', async () => {
    mockCart();
    const getCurrentPosition = vi.fn((_ok: PositionCallback, fail?: PositionErrorCallback | null) =>
      fail?.({ code: 1, message: 'denied' } as GeolocationPositionError),
    );
    Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
    const user = userEvent.setup();
    await openCart();
    await user.click(screen.getByRole('button', { name: 'Commander' }));
    const modal = await screen.findByRole('dialog', { name: 'Passer la commande' });
    await user.click(within(modal).getByRole('button', { name: 'Utiliser ma position' }));
    expect(
      await within(modal).findByText(
        'Géolocalisation refusée ou indisponible : la carte reste centrée sur Alger.',
      ),
    ).toBeTruthy();
    expect(within(modal).getByRole('button', { name: 'Valider' })).toHaveProperty('disabled', true);
    expect(
      within(modal).getByRole('region', { name: 'Carte : position de livraison' }).dataset.position,
    ).toBe('');
    Reflect.deleteProperty(navigator, 'geolocation');
  });

  it("'Commander' draws the order modal, not the basket's lines again", async () => {
    mockCart({ [QUOTE_ROUTE]: { body: { data: QUOTE } } });
    const user = userEvent.setup();
    await openCart();
    // The first tap fetches the order form's code (the basket's button says it is coming meanwhile).
    await user.click(screen.getByRole('button', { name: 'Commander' }));
    const first = await screen.findByRole('dialog', { name: 'Passer la commande' });
    await user.click(within(first).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const before = lineRenders.count;
    await user.click(screen.getByRole('button', { name: 'Commander' }));
    const modal = await screen.findByRole('dialog', { name: 'Passer la commande' });
    expect(within(modal).getByRole('textbox', { name: /Adresse de livraison/ })).toBeTruthy();
    expect(lineRenders.count).toBe(before);
  });

  it('starts each opening of the order form afresh', async () => {
    mockCart({ [QUOTE_ROUTE]: { body: { data: QUOTE } } });
    const user = userEvent.setup();
    await openCart();
    await user.click(screen.getByRole('button', { name: 'Commander' }));
    const first = await screen.findByRole('dialog', { name: 'Passer la commande' });
    await user.type(
      within(first).getByRole('textbox', { name: /Adresse de livraison/ }),
      '5 rue Larbi Ben Mhidi',
    );
    await user.click(within(first).getByRole('button', { name: 'placer' }));
    expect(within(first).getByTestId('checkout-position').textContent).toMatch(/36\.76543/);
    await user.click(within(first).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Reopened at once, before the closed form was replaced: a fresh one all the same.
    await user.click(screen.getByRole('button', { name: 'Commander' }));
    const again = await screen.findByRole('dialog', { name: 'Passer la commande' });
    expect(within(again).getByRole('textbox', { name: /Adresse de livraison/ })).toHaveProperty('value', '');
    expect(within(again).getByText('Aucune position choisie.')).toBeTruthy();

    await user.type(within(again).getByRole('textbox', { name: /Adresse de livraison/ }), '7 rue Khemisti');
    await user.click(within(again).getByRole('button', { name: 'Fermer' }));
    // Once closed, the form is drawn afresh, hidden, for the next opening.
    await waitFor(() => expect(screen.queryByDisplayValue('7 rue Khemisti')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Commander' }));
    const third = await screen.findByRole('dialog', { name: 'Passer la commande' });
    expect(within(third).getByRole('textbox', { name: /Adresse de livraison/ })).toHaveProperty('value', '');
  });
});
