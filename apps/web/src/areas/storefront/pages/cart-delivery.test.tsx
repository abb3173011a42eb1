import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { cartReply, dzdText, makeCartLine, makeOrder } from '@/test/client-area-fixtures';
import { ABOUT, mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { loginClient } from '@/test/sessions-fixtures';

// Leaflet needs a real layout engine (checked in the browser); a click on this stand-in picks a point.
vi.mock('@/features/orders/components/location-picker-map', () => ({
  LocationPickerMap: ({ label, onPick }: { label: string; onPick: (lat: number, lng: number) => void }) => (
    <section aria-label={label}>
      <button type="button" onClick={() => onPick(36.7654321, 3.0512345)}>
        placer
      </button>
    </section>
  ),
}));

/** Two sellers: Oran Mode & Style (id 3, store) and Souk itself (platform). */
const storeLine = makeCartLine(1, { prix: 2000, quantite_panier: 2 });
const platformBase = makeCartLine(2, { prix: 3000 });
const platformLine = { ...platformBase, article: { ...platformBase.article, marchand: null } };
const LINES = [storeLine, platformLine];

const quote = (wilaya: number, label: string, fees: [number, number][], seuil: number | null = null) => ({
  data: {
    wilaya_code: wilaya,
    wilaya: label,
    livraison_gratuite_seuil: seuil,
    vendeurs: [
      {
        marchand_id: null,
        designation_magasin: null,
        origine: '16 - Alger',
        domicile: fees[0][0],
        stop_desk: fees[0][1],
      },
      {
        marchand_id: 3,
        designation_magasin: 'Oran Mode & Style',
        origine: '31 - Oran',
        domicile: fees[1][0],
        stop_desk: fees[1][1],
      },
    ],
  },
});

const QUOTE_ROUTE = 'GET /api/v1/client/fraisLivraison';

function mockCart(extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    'GET /api/v1/client/panierShow': { body: cartReply(LINES) },
    [QUOTE_ROUTE]: (request) =>
      new URL(request.url, 'http://localhost').searchParams.get('wilaya') === '31'
        ? {
            body: quote(31, '31 - Oran', [
              [700, 500],
              [400, 250],
            ]),
          }
        : {
            body: quote(16, '16 - Alger', [
              [400, 250],
              [800, 550],
            ]),
          },
    ...extra,
  });
}

async function openCart() {
  loginClient();
  const app = renderApp('/panier');
  await screen.findByRole('list', { name: 'Articles du panier' });
  return app;
}

const summary = (id: string) => screen.getByTestId(id).textContent?.replace(/\u00a0/g, ' ');

describe('cart delivery fees', () => {
  it("shows each seller order's fee towards the profile's wilaya before 'Commander'", async () => {
    mockCart();
    await openCart();
    // Articles 2 × 2000 + 3000; fees 400 (Souk) + 800 (Oran Mode & Style).
    await waitFor(() => expect(summary('summary-delivery')).toBe(dzdText(1200)));
    expect(summary('summary-to-pay')).toBe(dzdText(8200));
    const select = screen.getByRole('combobox', { name: /Wilaya de livraison/ }) as HTMLSelectElement;
    expect(select.value).toBe('16 - Alger');
    const perSeller = screen.getByRole('list', { name: 'Frais de livraison par vendeur' });
    expect(
      within(perSeller)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.replace(/\u00a0/g, ' ')),
    ).toEqual([`Souk : ${dzdText(400)}`, `Oran Mode & Style : ${dzdText(800)}`]);
    // The summary (fees included) comes before the order button.
    const button = screen.getByRole('button', { name: 'Commander' });
    expect(screen.getByTestId('summary-delivery').compareDocumentPosition(button)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('prices another wilaya and the stop desk', async () => {
    const api = mockCart();
    const user = userEvent.setup();
    await openCart();
    await waitFor(() => expect(summary('summary-delivery')).toBe(dzdText(1200)));
    await user.selectOptions(screen.getByRole('combobox', { name: /Wilaya de livraison/ }), '31 - Oran');
    await waitFor(() => expect(summary('summary-delivery')).toBe(dzdText(1100)));
    expect(api.calls(QUOTE_ROUTE).at(-1)?.url).toContain('wilaya=31');
    await user.click(screen.getByRole('radio', { name: 'Retrait en stop desk' }));
    expect(summary('summary-delivery')).toBe(dzdText(750));
    expect(summary('summary-to-pay')).toBe(dzdText(7750));
  });

  it('offers the delivery of the orders that reach the threshold', async () => {
    mockCart({
      [QUOTE_ROUTE]: {
        body: quote(
          16,
          '16 - Alger',
          [
            [400, 250],
            [800, 550],
          ],
          4000,
        ),
      },
    });
    await openCart();
    // Oran Mode & Style: 4 000 DZD of articles reaches 4 000; Souk's 3 000 does not.
    await waitFor(() => expect(summary('summary-delivery')).toBe(dzdText(400)));
    const perSeller = screen.getByRole('list', { name: 'Frais de livraison par vendeur' });
    expect(within(perSeller).getByText('Oran Mode & Style : Offerte')).toBeTruthy();
    expect(screen.getByText(`Livraison offerte dès ${dzdText(4000)} d’articles par vendeur.`)).toBeTruthy();
  });

  it('tells, per seller paying a fee, how much more makes its delivery free', async () => {
    mockCart({
      [QUOTE_ROUTE]: {
        body: quote(
          16,
          '16 - Alger',
          [
            [400, 250],
            [800, 550],
          ],
          5000,
        ),
      },
    });
    await openCart();
    // Souk: 3 000 of 5 000; Oran Mode & Style: 4 000 of 5 000.
    await waitFor(() => expect(summary('summary-delivery')).toBe(dzdText(1200)));
    const towards = screen.getByRole('list', { name: 'Livraison offerte par vendeur' });
    expect(
      within(towards)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.replace(/\u00a0/g, ' ')),
    ).toEqual([
      `Plus que ${dzdText(2000)} d’articles chez Souk pour la livraison offerte.`,
      `Plus que ${dzdText(1000)} d’articles chez Oran Mode & Style pour la livraison offerte.`,
    ]);
  });

  it('says nothing of a free delivery when there is no threshold', async () => {
    mockCart();
    await openCart();
    await waitFor(() => expect(summary('summary-delivery')).toBe(dzdText(1200)));
    expect(screen.queryByRole('list', { name: 'Livraison offerte par vendeur' })).toBeNull();
    expect(screen.queryByText(/offerte/)).toBeNull();
  });

  it('asks for a wilaya when the profile has none, in the cart and in the order modal', async () => {
    mockCart({
      [QUOTE_ROUTE]: (request) =>
        request.url.includes('wilaya=')
          ? {
              body: quote(9, '09 - Blida', [
                [500, 350],
                [650, 450],
              ]),
            }
          : { status: 422, body: { message: 'Le champ wilaya est obligatoire.', errors: { wilaya: ['x'] } } },
    });
    const user = userEvent.setup();
    await openCart();
    expect(
      await screen.findByText('Choisissez la wilaya de livraison pour connaître les frais.'),
    ).toBeTruthy();
    expect(summary('summary-delivery')).toBe('Choisissez une wilaya');
    await user.click(screen.getByRole('button', { name: 'Commander' }));
    const modal = await screen.findByRole('dialog', { name: 'Passer la commande' });
    await user.type(within(modal).getByRole('textbox', { name: /Adresse de livraison/ }), '3 rue des Roses');
    await user.click(within(modal).getByRole('button', { name: 'placer' }));
    await user.click(within(modal).getByRole('button', { name: 'Valider' }));
    expect(await within(modal).findByText('Le champ wilaya est obligatoire.')).toBeTruthy();
    await user.selectOptions(
      within(modal).getByRole('combobox', { name: /Wilaya de livraison/ }),
      '09 - Blida',
    );
    await waitFor(() =>
      expect(
        within(modal)
          .getByTestId('checkout-delivery-fee')
          .textContent?.replace(/\u00a0/g, ' '),
      ).toBe(`Frais de livraison : ${dzdText(1150)}`),
    );
    // The cart summary follows the modal's choice.
    expect(summary('summary-delivery')).toBe(dzdText(1150));
  });

  it('shows the recap to verify, the terms, then confirms with the delivery choice', async () => {
    const api = mockCart({
      'GET /api/v1/about': {
        body: { data: { ...ABOUT, condition: '4. Livraison. Les frais dépendent de la wilaya.' } },
      },
      'POST /api/v1/client/commandeAdd': {
        status: 201,
        body: { message: 'Commande ajoutée avec success', data: [makeOrder(1), makeOrder(2)] },
      },
      'GET /api/v1/client/commandes': { body: { data: [], links: {}, meta: { last_page: 1 } } },
      'GET /api/v1/client/profilShow': { body: { data: {} } },
    });
    const user = userEvent.setup();
    const app = await openCart();
    await waitFor(() => expect(summary('summary-delivery')).toBe(dzdText(1200)));
    await user.click(screen.getByRole('button', { name: 'Commander' }));
    const modal = await screen.findByRole('dialog', { name: 'Passer la commande' });
    expect(
      within(modal)
        .getByTestId('checkout-delivery-fee')
        .textContent?.replace(/\u00a0/g, ' '),
    ).toBe(`Frais de livraison : ${dzdText(1200)}`);
    await user.click(within(modal).getByRole('radio', { name: 'Retrait en stop desk' }));
    await user.type(within(modal).getByRole('textbox', { name: /Adresse de livraison/ }), '3 rue des Roses');
    await user.click(within(modal).getByRole('button', { name: 'placer' }));
    await user.click(within(modal).getByRole('button', { name: 'Valider' }));

    const orders = await within(modal).findByRole('list', { name: 'Commandes par vendeur' });
    const souk = within(orders).getByRole('listitem', { name: 'Souk' });
    expect(within(souk).getByText('Vendu par Souk')).toBeTruthy();
    expect(within(souk).getByText('1 × Article 2')).toBeTruthy();
    expect(within(souk).getByText(dzdText(3250))).toBeTruthy();
    const store = within(orders).getByRole('listitem', { name: 'Oran Mode & Style' });
    expect(within(store).getByText('2 × Article 1')).toBeTruthy();
    expect(within(store).getByText(dzdText(550))).toBeTruthy();
    expect(within(store).getByText(dzdText(4550))).toBeTruthy();
    expect(
      within(modal)
        .getByTestId('recap-delivery')
        .textContent?.replace(/\u00a0/g, ' '),
    ).toBe(dzdText(800));
    expect(
      within(modal)
        .getByTestId('recap-to-pay')
        .textContent?.replace(/\u00a0/g, ' '),
    ).toBe(dzdText(7800));
    expect(within(modal).getByText('Adresse : 3 rue des Roses')).toBeTruthy();
    expect(within(modal).getByText('Wilaya : 16 - Alger')).toBeTruthy();
    expect(within(modal).getByText('Mode de livraison : Retrait en stop desk')).toBeTruthy();

    await user.click(within(modal).getByRole('button', { name: 'Lire les conditions générales' }));
    expect(within(modal).getByTestId('checkout-terms').textContent).toBe(
      '4. Livraison. Les frais dépendent de la wilaya.',
    );

    // 'Modifier' goes back to the delivery form, as it was.
    await user.click(within(modal).getByRole('button', { name: 'Modifier' }));
    expect(
      (within(modal).getByRole('textbox', { name: /Adresse de livraison/ }) as HTMLInputElement).value,
    ).toBe('3 rue des Roses');
    await user.click(within(modal).getByRole('button', { name: 'Valider' }));
    await user.click(
      await within(modal).findByRole('checkbox', {
        name: 'J’ai lu et j’accepte les conditions générales de vente',
      }),
    );
    await user.click(within(modal).getByRole('button', { name: 'Confirmer la commande' }));

    await waitFor(() => expect(app.pathname()).toBe('/profile'));
    const [call] = api.calls('POST /api/v1/client/commandeAdd');
    expect(call.body).toMatchObject({ wilaya: 16, mode_livraison: 'stop_desk', adresse: '3 rue des Roses' });
  });
});
