import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ABOUT, mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

// Leaflet needs a real layout engine; the map is checked in the browser. Its props are kept here.
vi.mock('@/ui/map-view', () => ({
  MapView: ({ center, zoom, label }: { center: readonly [number, number]; zoom: number; label: string }) => (
    <section aria-label={label} data-center={center.join(',')} data-zoom={zoom} />
  ),
}));

const field = (name: RegExp) =>
  screen.getByRole('textbox', { name }) as HTMLInputElement | HTMLTextAreaElement;

async function fill(user: UserEvent) {
  await user.type(await screen.findByRole('textbox', { name: /^Nom/ }), 'Benali');
  await user.type(field(/^Prénom/), 'Amina');
  await user.type(field(/^Téléphone/), '0550123456');
  await user.type(field(/^Email/), 'amina@souk.dz');
  await user.type(field(/^Sujet/), 'Livraison');
  await user.type(field(/^Message/), 'Quand arrive ma commande ?');
}

describe('contact page', () => {
  it('shows the site address, e-mail and phone, and a map of Algiers at zoom 13', async () => {
    mockFetch();
    renderApp('/contact');
    // On the page and in the footer (which reads the summary of the site information: its own reply).
    await waitFor(() => expect(screen.getAllByText(ABOUT.adresse).length).toBeGreaterThan(1));
    expect(screen.getAllByRole('link', { name: ABOUT.email }).length).toBeGreaterThan(0);
    const map = screen.getByRole('region', { name: 'Carte : Souk à Alger' });
    expect(map.getAttribute('data-center')).toBe('36.7089,3.0871');
    expect(map.getAttribute('data-zoom')).toBe('13');
    expect(field(/^Email/).getAttribute('type')).toBe('email');
    await waitFor(() => expect(document.title).toBe('Contact | Souk'));
  });

  it('shows 422 errors in red under each field, then the success text and a cleared form', async () => {
    let attempt = 0;
    const errors = {
      nom: ['Le champ nom est invalide.'],
      prenom: ['Le champ prénom est invalide.'],
      telephone: ['Le numéro de téléphone est invalide.'],
      email: ['Le champ email doit être une adresse e-mail valide.'],
      sujet: ['Le champ sujet est trop court.'],
      msg: ['Le champ message est trop court.'],
    };
    const api = mockFetch({
      'POST /api/v1/contactAdd': () =>
        ++attempt === 1
          ? { status: 422, body: { message: 'Données invalides.', errors } }
          : { status: 201, body: { message: 'Message envoyé avec success' } },
    });
    const user = userEvent.setup();
    renderApp('/contact');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    for (const [message] of Object.values(errors)) expect(await screen.findByText(message)).toBeTruthy();
    expect(field(/^Sujet/).getAttribute('aria-invalid')).toBe('true');
    expect(field(/^Nom/).value).toBe('Benali');

    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Message envoyé avec success')).toBeTruthy();
    expect(api.calls('POST /api/v1/contactAdd')[1].body).toEqual({
      nom: 'Benali',
      prenom: 'Amina',
      telephone: '0550123456',
      email: 'amina@souk.dz',
      sujet: 'Livraison',
      msg: 'Quand arrive ma commande ?',
    });
    for (const name of [/^Nom/, /^Prénom/, /^Téléphone/, /^Email/, /^Sujet/, /^Message/]) {
      expect(field(name).value).toBe('');
    }
    expect(screen.queryByText(errors.sujet[0])).toBeNull();
  });

  it('checks the fields with the shared schema before sending', async () => {
    const api = mockFetch({ 'POST /api/v1/contactAdd': { status: 201, body: { message: 'ok' } } });
    const user = userEvent.setup();
    renderApp('/contact');
    await screen.findByRole('textbox', { name: /^Nom/ });
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Le champ nom est obligatoire.')).toBeTruthy();
    expect(api.calls('POST /api/v1/contactAdd')).toHaveLength(0);
  });
});
