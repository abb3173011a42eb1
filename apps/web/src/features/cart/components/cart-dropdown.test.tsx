import { formatDzd } from '@souk/domain/money';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cartReply, makeCartLine } from '@/test/client-area-fixtures';
import { mockFetch } from '@/test/fetch-mock';
import { matchOnly } from '@/test/media-query';
import { renderApp } from '@/test/render-app';
import { loginClient } from '@/test/sessions-fixtures';

describe('header cart dropdown', () => {
  it('shows the line count and previews the last 2 lines with the promotion price and Voir Panier', async () => {
    loginClient();
    mockFetch({
      'GET /api/v1/client/panierShow': {
        body: cartReply([
          makeCartLine(3, { prix: 2000, pourcentage: 25, quantite_panier: 2 }),
          makeCartLine(2, { prix: 1500 }),
          makeCartLine(1, { prix: 999 }),
        ]),
      },
    });
    const user = userEvent.setup();
    const app = renderApp('/apropos');
    const cart = await screen.findByRole('link', { name: 'Panier, 3 article(s)' });
    expect(cart.getAttribute('href')).toBe('/panier');

    await user.click(cart);
    // A click on a wide screen opens the preview instead of leaving the page.
    expect(app.pathname()).toBe('/apropos');
    const preview = await screen.findByRole('dialog', { name: 'Aperçu du panier' });
    const lines = within(preview).getAllByTestId('cart-preview-line');
    expect(lines).toHaveLength(2);
    expect(within(lines[0]).getByText('Article 3')).toBeTruthy();
    // 2000 DZD reduced by 25 %.
    expect(within(lines[0]).getByTestId('cart-preview-price').textContent).toBe(`2 x ${formatDzd(1500)}`);
    expect(within(lines[1]).getByTestId('cart-preview-price').textContent).toBe(`1 x ${formatDzd(1500)}`);
    expect(within(preview).queryByText('Article 1')).toBeNull();

    await user.click(within(preview).getByRole('link', { name: 'Voir Panier' }));
    await waitFor(() => expect(app.pathname()).toBe('/panier'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Aperçu du panier' })).toBeNull());
  });

  it('opens with Enter and takes the focus: Tab reaches Voir Panier, Escape gives the focus back to the cart', async () => {
    loginClient();
    mockFetch({ 'GET /api/v1/client/panierShow': { body: cartReply([makeCartLine(1)]) } });
    const user = userEvent.setup();
    const app = renderApp('/apropos');
    const name = 'Panier, 1 article(s)';
    await screen.findByRole('link', { name });
    // Tab until the cart has the focus (its menu's code comes with the focus).
    for (
      let presses = 0;
      presses < 40 && document.activeElement?.getAttribute('aria-label') !== name;
      presses++
    )
      await user.tab();
    await waitFor(() =>
      expect(screen.getByRole('link', { name }).getAttribute('aria-haspopup')).toBe('dialog'),
    );
    const cart = screen.getByRole('link', { name });
    expect(document.activeElement).toBe(cart);

    await user.keyboard('{Enter}');
    const preview = await screen.findByRole('dialog', { name: 'Aperçu du panier' });
    // The preview is drawn at the end of the page: the focus must move into it.
    await waitFor(() => expect(preview.contains(document.activeElement)).toBe(true));
    const viewCart = within(preview).getByRole('link', { name: 'Voir Panier' });
    for (let presses = 0; presses < 5 && document.activeElement !== viewCart; presses++) await user.tab();
    expect(document.activeElement).toBe(viewCart);
    // Tab stays in the preview while it is open.
    await user.tab();
    expect(preview.contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Aperçu du panier' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('link', { name })));
    expect(app.pathname()).toBe('/apropos');

    await user.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: 'Aperçu du panier' });
    const link = within(again).getByRole('link', { name: 'Voir Panier' });
    await waitFor(() => expect(again.contains(document.activeElement)).toBe(true));
    for (let presses = 0; presses < 5 && document.activeElement !== link; presses++) await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.pathname()).toBe('/panier'));
  });

  it('goes straight to Panier on screens up to 1023 px', async () => {
    loginClient();
    mockFetch({ 'GET /api/v1/client/panierShow': { body: cartReply([makeCartLine(1)]) } });
    const restore = matchOnly('(max-width: 1023px)');
    try {
      const user = userEvent.setup();
      const app = renderApp('/apropos');
      await user.click(await screen.findByRole('link', { name: 'Panier, 1 article(s)' }));
      await waitFor(() => expect(app.pathname()).toBe('/panier'));
      expect(screen.queryByRole('dialog', { name: 'Aperçu du panier' })).toBeNull();
    } finally {
      restore();
    }
  });

  it('does not load a basket for a visitor', async () => {
    const api = mockFetch();
    renderApp('/apropos');
    expect((await screen.findByRole('link', { name: 'Panier, 0 article(s)' })).getAttribute('href')).toBe(
      '/login',
    );
    expect(api.calls('GET /api/v1/client/panierShow')).toHaveLength(0);
  });
});
