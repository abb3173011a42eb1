import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getSession } from '@/lib/sessions';
import { mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { MARCHAND } from '@/test/sessions-fixtures';

describe('partner login page', () => {
  it("disables 'Log In' while loading, then opens the partner dashboard", async () => {
    let release: () => void = () => {};
    mockFetch({
      'POST /api/v1/marchand/login': () =>
        new Promise((resolve) => {
          release = () => resolve({ body: { marchand: MARCHAND, token: 'tok-p' } });
        }),
    });
    const user = userEvent.setup();
    const app = renderApp('/partenaire/login');
    await user.type(await screen.findByRole('textbox', { name: /^Email/ }), 'partenaire@souk.dz');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'Partenaire123!');
    const button = screen.getByRole('button', { name: 'Log In' }) as HTMLButtonElement;
    await user.click(button);
    expect(button.disabled).toBe(true);
    release();
    await waitFor(() => expect(app.pathname()).toBe('/partenaire/dashboard'));
    expect(getSession('partner')).toEqual({ token: 'tok-p', marchand: MARCHAND });
  });

  it('shows the error in red above the form', async () => {
    mockFetch({
      'POST /api/v1/marchand/login': { status: 403, body: { message: 'Votre compte est bloqué.' } },
    });
    const user = userEvent.setup();
    renderApp('/partenaire/login');
    await user.type(await screen.findByRole('textbox', { name: /^Email/ }), 'partenaire@souk.dz');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'x');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Votre compte est bloqué.');
    expect(getSession('partner')).toBeNull();
  });
});
