import { formatDzd } from '@souk/domain/money';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Order } from '@/features/orders/order-types';
import { getSession } from '@/lib/sessions';
import { COUPON, dzdText, makeOrder, orderPage, PROFILE } from '@/test/client-area-fixtures';
import { mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { loginClient } from '@/test/sessions-fixtures';

// Leaflet needs a real layout engine; the order detail's map is checked in the browser.
vi.mock('@/ui/map-view', () => ({
  MapView: ({ center, zoom, label }: { center: readonly [number, number]; zoom: number; label: string }) => (
    <section aria-label={label} data-center={center.join(',')} data-zoom={zoom} />
  ),
}));

const ORDERS: Order[] = [
  makeOrder(1, { ref: 'AAAA-1111', etat: 'en_attente_de_validation', type_paiement: 'livraison' }),
  makeOrder(2, { ref: 'BBBB-2222', etat: 'en_attente_de_paiement', type_paiement: 'devise' }),
  makeOrder(3, { ref: 'CCCC-3333', etat: 'en_cours_de_livraison', type_paiement: 'cib' }),
  makeOrder(4, { ref: 'DDDD-4444', etat: 'livree', type_paiement: 'livraison' }),
  makeOrder(5, { ref: 'EEEE-5555', etat: 'annulee', type_paiement: 'devise' }),
];

function mockProfile(extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    'GET /api/v1/client/profilShow': { body: { data: PROFILE } },
    'GET /api/v1/client/panierShow': { body: { data: { stock_articles: [] } } },
    'GET /api/v1/client/commandes': (request) => {
      const etat = new URL(request.url, 'http://x').searchParams.get('etat');
      if (etat === 'livree') return { body: orderPage([ORDERS[3]]) };
      return { body: orderPage(etat ? [] : ORDERS) };
    },
    'GET /api/v1/client/coupons': {
      body: { data: [COUPON, { ...COUPON, id: 2, code: 'USED1-USED2', etat: 'utilise' }] },
    },
    ...extra,
  });
}

const rowOf = (ref: string) =>
  screen.getAllByTestId('order-row').find((row) => row.textContent?.includes(`#${ref}`)) as HTMLElement;

async function openProfile() {
  loginClient();
  const app = renderApp('/profile');
  await screen.findByText(`#${ORDERS[0].ref}`);
  return app;
}

describe('profile page', () => {
  it('shows the profile card: photo, name, gender, address / wilaya, e-mail, phone and social links', async () => {
    mockProfile();
    await openProfile();
    const card = screen.getByRole('region', { name: 'Benali Amina' });
    expect(within(card).getByRole('img', { name: 'Photo de Benali Amina' })).toBeTruthy();
    expect(within(card).getByText('Femme')).toBeTruthy();
    expect(within(card).getByText('12 rue Didouche Mourad / 16 - Alger')).toBeTruthy();
    expect(within(card).getByText('client@souk.dz')).toBeTruthy();
    expect(within(card).getByText('0661 23 45 67')).toBeTruthy();
    // Kept left to right on an Arabic page: "0661 23 45 67" would read "67 45 23 0661".
    expect(within(card).getByText('0661 23 45 67').getAttribute('dir')).toBe('ltr');
    expect(within(card).getByRole('link', { name: 'Facebook (nouvel onglet)' }).getAttribute('href')).toBe(
      PROFILE.facebook,
    );
    expect(within(card).queryByRole('link', { name: /Instagram/ })).toBeNull();
  });

  it('applies the order row rules: delete icon, reference, date or /, total DZD, badges, action', async () => {
    mockProfile();
    await openProfile();
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Référence', 'Date', 'Total', 'Statut', 'Paiement', 'Actions']);

    const expectations = [
      { ref: 'AAAA-1111', del: true, etat: 'En attente de validation', paid: 'non-payé', action: 'Details' },
      { ref: 'BBBB-2222', del: true, etat: 'En attente de paiement', paid: 'non-payé', action: 'Payé !' },
      { ref: 'CCCC-3333', del: false, etat: 'En cours de livraison', paid: 'payé', action: 'Details' },
      { ref: 'DDDD-4444', del: false, etat: 'Livrée', paid: 'payé', action: 'Details' },
      { ref: 'EEEE-5555', del: false, etat: 'Annulée', paid: 'non-payé', action: 'Details' },
    ];
    for (const e of expectations) {
      const row = rowOf(e.ref);
      expect(!!within(row).queryByRole('button', { name: `Supprimer la commande #${e.ref}` }), e.ref).toBe(
        e.del,
      );
      expect(
        within(row).getByRole('button', { name: `Voir le détail de la commande #${e.ref}` }).textContent,
      ).toBe(`#${e.ref}`);
      expect(within(row).getByTestId('etat-badge').textContent).toBe(e.etat);
      expect(within(row).getByTestId('paid-badge').textContent).toBe(e.paid);
      expect(within(row).getByRole('button', { name: e.action })).toBeTruthy();
      expect(within(row).getByTestId('order-total').textContent).toBe(formatDzd(4500));
      expect(within(row).getByTestId('order-total').textContent?.endsWith('DZD')).toBe(true);
    }
    expect(within(rowOf('AAAA-1111')).getByTestId('order-date').textContent).toMatch(
      /^20\/11\/2026 \d\d:\d\d$/,
    );
    // Status colours: livree success, annulee danger, others primary; paid success, unpaid secondary.
    const color = (el: HTMLElement) => el.getAttribute('style') ?? '';
    expect(color(within(rowOf('DDDD-4444')).getByTestId('etat-badge'))).toContain('green');
    expect(color(within(rowOf('EEEE-5555')).getByTestId('etat-badge'))).toContain('red');
    expect(color(within(rowOf('AAAA-1111')).getByTestId('etat-badge'))).toContain('blue');
    expect(color(within(rowOf('DDDD-4444')).getByTestId('paid-badge'))).toContain('green');
    expect(color(within(rowOf('AAAA-1111')).getByTestId('paid-badge'))).toContain('gray');
  });

  it('filters the tabs through the server and lists the coupons', async () => {
    const api = mockProfile();
    const user = userEvent.setup();
    await openProfile();
    expect(
      new URL(api.calls('GET /api/v1/client/commandes')[0].url, 'http://x').searchParams.has('etat'),
    ).toBe(false);

    await user.click(screen.getByRole('tab', { name: 'Livrées' }));
    expect(await screen.findByText('#DDDD-4444')).toBeTruthy();
    expect(screen.queryByText('#AAAA-1111')).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'En cours' }));
    expect(await screen.findByText('Aucune commande ici pour le moment.')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Annulées' }));
    await waitFor(() =>
      expect(
        api
          .calls('GET /api/v1/client/commandes')
          .map((c) => new URL(c.url, 'http://x').searchParams.get('etat')),
      ).toEqual([null, 'livree', 'en_cours', 'annulee']),
    );

    await user.click(screen.getByRole('tab', { name: 'Mes coupons' }));
    const rows = await screen.findAllByTestId('coupon-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText(COUPON.code)).toBeTruthy();
    expect(within(rows[0]).getByText(dzdText(1000))).toBeTruthy();
    expect(within(rows[0]).getByText('non-utilisé')).toBeTruthy();
    expect(within(rows[1]).getByText('utilisé')).toBeTruthy();
  });

  it('opens the order detail with its lines, amounts and map, without any QR code (printed on the parcel)', async () => {
    mockProfile();
    const user = userEvent.setup();
    await openProfile();
    await user.click(screen.getByRole('button', { name: 'Voir le détail de la commande #CCCC-3333' }));
    const modal = await screen.findByRole('dialog', { name: 'Commande #CCCC-3333' });
    expect(within(modal).queryByRole('img', { name: /QR code/ })).toBeNull();
    expect(within(modal).getByText(/Le QR code est imprimé sur le colis/)).toBeTruthy();
    expect(within(modal).getByText('Paiement avec CIB')).toBeTruthy();
    expect(within(modal).getByText('Robe d’été en lin')).toBeTruthy();
    expect(within(modal).getByText(`2 x ${dzdText(2250)}`)).toBeTruthy();
    expect(within(modal).getAllByText(dzdText(4500)).length).toBeGreaterThan(0);
    const map = within(modal).getByRole('region', { name: 'Carte : adresse de livraison de la commande' });
    expect(map.getAttribute('data-zoom')).toBe('7');
    expect(map.getAttribute('data-center')).toBe('36.75,3.05');
    // In delivery: the QR scan of this order is offered.
    await user.click(within(modal).getByRole('button', { name: 'Scanner le QR code de livraison' }));
    expect(await screen.findByRole('dialog', { name: 'Scan' })).toBeTruthy();
  });

  it('cancels an order after the confirmation, or says Erreur!', async () => {
    let fail = false;
    const api = mockProfile({
      'DELETE /api/v1/client/commandeDelete/2': () =>
        fail
          ? { status: 422, body: { message: 'Cette commande ne peut plus être annulée.' } }
          : { body: { message: 'La commande a été supprimée de votre panier avec success.' } },
    });
    const user = userEvent.setup();
    await openProfile();
    await user.click(screen.getByRole('button', { name: 'Supprimer la commande #BBBB-2222' }));
    const confirm = await screen.findByRole('dialog', { name: 'Etes-vous sur?' });
    expect(within(confirm).getByText('Vous ne pourrez pas revenir en arrière !')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Oui, supprimez-le!' }));
    expect(await screen.findByText('Supprimée!')).toBeTruthy();
    expect(screen.getByText('La commande a été supprimée de votre panier avec success.')).toBeTruthy();
    expect(api.calls('DELETE /api/v1/client/commandeDelete/2')).toHaveLength(1);
    await waitFor(() => expect(api.calls('GET /api/v1/client/commandes').length).toBeGreaterThan(1));

    fail = true;
    await user.click(screen.getByRole('button', { name: 'Supprimer la commande #BBBB-2222' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Etes-vous sur?' })).getByRole('button', {
        name: 'Oui, supprimez-le!',
      }),
    );
    expect(await screen.findByText('Erreur!')).toBeTruthy();
    expect(screen.getByText('Cette commande ne peut plus être annulée.')).toBeTruthy();
  });

  it("'Payé !' opens the card payment of that order", async () => {
    mockProfile({
      'GET /api/v1/client/paiementConfig': { body: { data: { devise: 'sandbox', cib: 'sandbox' } } },
    });
    const user = userEvent.setup();
    await openProfile();
    await user.click(within(rowOf('BBBB-2222')).getByRole('button', { name: 'Payé !' }));
    const modal = await screen.findByRole('dialog', { name: 'Paiement de la commande #BBBB-2222' });
    expect(await within(modal).findByText(`Voulez-vous payer ${dzdText(4500)} ?`)).toBeTruthy();
  });
});

describe('profile edit', () => {
  async function openEdit() {
    const user = userEvent.setup();
    await openProfile();
    await user.click(screen.getByRole('button', { name: 'Modifier le profil' }));
    const modal = await screen.findByRole('dialog', { name: 'Modifier mon profil' });
    return { user, modal };
  }

  it('refuses a password confirmation that differs and sends nothing', async () => {
    const api = mockProfile();
    const { user, modal } = await openEdit();
    await user.type(within(modal).getByLabelText('Nouveau mot de passe'), 'Figuier-Tlemcen-2026');
    await user.type(within(modal).getByLabelText('Confirmation du mot de passe'), 'Autre123!');
    await user.click(within(modal).getByRole('button', { name: 'Enregistrer' }));
    expect(
      await within(modal).findByText('Le mot de passe de confirmation ne correspond pas au mot de passe.'),
    ).toBeTruthy();
    expect(api.calls('POST /api/v1/client/profilEdit')).toHaveLength(0);
  });

  it('requires the mandatory fields and offers 58 wilayas with a blank prompt', async () => {
    const api = mockProfile();
    const { user, modal } = await openEdit();
    const wilaya = within(modal).getByRole('combobox', { name: /Wilaya/ }) as HTMLSelectElement;
    expect(wilaya.options).toHaveLength(59);
    expect(wilaya.options[0].value).toBe('');
    expect(wilaya.options[16].textContent).toBe('16 - Alger');
    expect(wilaya.value).toBe('16 - Alger');
    await user.clear(within(modal).getByRole('textbox', { name: /^Nom/ }));
    await user.selectOptions(wilaya, '');
    await user.click(within(modal).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(modal).findByText('Le champ nom est obligatoire.')).toBeTruthy();
    expect(within(modal).getByText('Le champ wilaya est obligatoire.')).toBeTruthy();
    expect(api.calls('POST /api/v1/client/profilEdit')).toHaveLength(0);
  });

  it('sends the profile without the photo when none was picked, then says Modification avec success', async () => {
    const api = mockProfile({
      'POST /api/v1/client/profilEdit': (request) => ({
        body: { message: 'Modification avec success', data: { ...PROFILE, ...(request.body as object) } },
      }),
    });
    const { user, modal } = await openEdit();
    const prenom = within(modal).getByRole('textbox', { name: /^Prénom/ });
    await user.clear(prenom);
    await user.type(prenom, 'Lina');
    await user.click(within(modal).getByRole('radio', { name: 'Homme' }));
    await user.click(within(modal).getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Modification avec success')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Modifier mon profil' })).toBeNull());
    const [call] = api.calls('POST /api/v1/client/profilEdit');
    expect(call.body).toEqual({
      nom: 'Benali',
      prenom: 'Lina',
      genre: 'home',
      telephone: '0661 23 45 67',
      adresse: '12 rue Didouche Mourad',
      wilaya: '16 - Alger',
      facebook: 'https://facebook.com/amina',
      instagram: '',
      linkedin: '',
      twitter: '',
    });
    // The stored session follows (the header shows the client's name).
    expect(getSession('client')?.client.prenom).toBe('Lina');
    expect(screen.getByRole('region', { name: 'Benali Lina' })).toBeTruthy();
  });

  it('sends a newly picked photo as a data URL, and the server field errors under their fields', async () => {
    const api = mockProfile({
      'POST /api/v1/client/profilEdit': {
        status: 422,
        body: {
          message: 'Le champ téléphone est invalide.',
          errors: { telephone: ['Le champ téléphone est invalide.'] },
        },
      },
    });
    const { user, modal } = await openEdit();
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'moi.png', { type: 'image/png' });
    // Mantine's FileInput is a button over a hidden file input.
    const input = modal.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, file);
    await waitFor(() => expect(within(modal).getByText('moi.png')).toBeTruthy());
    await user.click(within(modal).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(modal).findByText('Le champ téléphone est invalide.')).toBeTruthy();
    const [call] = api.calls('POST /api/v1/client/profilEdit');
    expect((call.body as { url_photo: string }).url_photo).toMatch(/^data:image\/png;base64,/);
  });
});
