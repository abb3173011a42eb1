import { returnDeadline } from '@souk/domain/returns/window';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@/features/orders/order-types';
import { lastDayOf } from '@/features/returns/return-rules';
import { daysAgo, makeRetour, refusedRetour, retourPage } from '@/features/returns/returns.fixtures';
import { setLanguage } from '@/lib/i18n';
import { makeOrder, orderPage, PROFILE } from '@/test/client-area-fixtures';
import { ABOUT, mockFetch, type RecordedRequest } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { loginClient } from '@/test/sessions-fixtures';

// Leaflet needs a real layout engine; the order detail's map is checked in the browser.
vi.mock('@/ui/map-view', () => ({ MapView: () => null }));

afterEach(async () => {
  await setLanguage('fr');
});

const base = makeOrder(4);
const DELIVERED: Order = makeOrder(4, {
  ref: 'DDDD-4444',
  etat: 'livree',
  paye: true,
  etats: [
    { etat: 'en_attente_de_validation', created_at: daysAgo(5) },
    { etat: 'livree', created_at: daysAgo(2) },
  ],
  stock_articles: [
    base.stock_articles[0],
    {
      ...base.stock_articles[0],
      id: 2,
      commande_ligne_id: 2,
      quantite: 1,
      article: { ...base.stock_articles[0].article, designation: 'Sac en cuir' },
    },
  ],
});
const LONG_AGO = makeOrder(6, {
  ref: 'FFFF-6666',
  etat: 'livree',
  paye: true,
  etats: [{ etat: 'livree', created_at: daysAgo(40) }],
});
const IN_DELIVERY = makeOrder(3, { ref: 'CCCC-3333', etat: 'en_cours_de_livraison' });

/** An earlier request of the delivered order: it holds one of the two dresses. */
const PENDING = makeRetour(11);
const REFUSED_RECENTLY = refusedRetour(12, 2, {
  commande: { id: 7, ref: 'GGGG-7777', type_paiement: 'cib' },
});
const REFUSED_LONG_AGO = refusedRetour(13, 10, {
  commande: { id: 8, ref: 'HHHH-8888', type_paiement: 'cib' },
});
const REFUNDED = makeRetour(14, {
  etat: 'rembourse',
  commande: { id: 9, ref: 'JJJJ-9999', type_paiement: 'devise' },
  montant_rembourse: 2750,
  frais_rembourses: true,
  reference: 're_3PXk',
  historique: [
    { etat: 'demande', created_at: daysAgo(9), motif: null },
    { etat: 'accepte', created_at: daysAgo(8), motif: null },
    { etat: 'recu', created_at: daysAgo(5), motif: null },
    { etat: 'rembourse', created_at: daysAgo(5), motif: null },
  ],
});
const RETOURS = [PENDING, REFUSED_RECENTLY, REFUSED_LONG_AGO, REFUNDED];

/** `retours`, of one order when `commande_id` is asked, as the API filters them. */
function retoursOf(retours: typeof RETOURS) {
  return (request: RecordedRequest) => {
    const commande = new URL(request.url, 'http://x').searchParams.get('commande_id');
    return {
      body: retourPage(commande ? retours.filter((r) => r.commande.id === Number(commande)) : retours),
    };
  };
}

/** `v1/about` with the configured return period. */
const aboutWith = (jours: number) => ({
  'GET /api/v1/about': { body: { data: { ...ABOUT, delai_retour_jours: jours } } },
});

function mockClient(extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    'GET /api/v1/client/profilShow': { body: { data: PROFILE } },
    'GET /api/v1/client/panierShow': { body: { data: { stock_articles: [] } } },
    'GET /api/v1/client/commandes': { body: orderPage([DELIVERED, LONG_AGO, IN_DELIVERY]) },
    'GET /api/v1/client/coupons': { body: { data: [] } },
    'GET /api/v1/client/retours': retoursOf(RETOURS),
    ...extra,
  });
}

async function openProfile(ref = 'DDDD-4444') {
  loginClient();
  renderApp('/profile');
  // The first page load transforms the lazy chunks: slow on a busy machine.
  await screen.findByText(new RegExp(`#${ref}`), undefined, { timeout: 15_000 });
  return userEvent.setup();
}

const png = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71, 1, 2, 3])], name, { type: 'image/png' });

async function openForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Retourner des articles de la commande #DDDD-4444' }));
  const dialog = await screen.findByRole('dialog', { name: 'Retour de la commande #DDDD-4444' });
  await within(dialog).findByText('Acheté(s) : 2 · à retourner au plus : 1');
  return dialog;
}

describe("the client's return request", () => {
  it('is offered on a delivered order within the return window only', async () => {
    mockClient();
    await openProfile();
    expect(
      screen.getByRole('button', { name: 'Retourner des articles de la commande #DDDD-4444' }),
    ).toBeTruthy();
    expect(
      screen.queryByRole('button', { name: /Retourner des articles de la commande #FFFF-6666/ }),
    ).toBeNull();
    expect(
      screen.queryByRole('button', { name: /Retourner des articles de la commande #CCCC-3333/ }),
    ).toBeNull();
  });

  it('follows the return period the administrator set, not the default 30 days', async () => {
    // 60 days: the order delivered 40 days ago may still be returned, until 58 days from now.
    mockClient(aboutWith(60));
    const first = await openProfile();
    const late = await screen.findByRole('button', {
      name: 'Retourner des articles de la commande #FFFF-6666',
    });
    await first.click(late);
    const dialog = await screen.findByRole('dialog', { name: 'Retour de la commande #FFFF-6666' });
    const until = lastDayOf(returnDeadline(new Date(LONG_AGO.etats[0].created_at), 60));
    expect(await within(dialog).findByText(`Retour possible jusqu’au ${until}.`)).toBeTruthy();
    cleanup();

    // 1 day: the order delivered 2 days ago may no longer be returned.
    mockClient(aboutWith(1));
    await openProfile();
    // The site information (and its return period) is loaded: the header shows its e-mail.
    await screen.findByRole('link', { name: `Email du site : ${ABOUT.email}` });
    await waitFor(() => expect(screen.getAllByTestId('etat-badge').length).toBe(3));
    expect(screen.queryByRole('button', { name: /Retourner des articles/ })).toBeNull();
  });

  it('checks the reason, the quantities left to return and the photos, then sends the request', async () => {
    const api = mockClient({
      'POST /api/v1/client/retourAdd': { status: 201, body: { message: 'ok', data: makeRetour(20) } },
    });
    const user = await openProfile();
    const dialog = await openForm(user);
    // Bought 2, one already asked for: at most 1; the bag is untouched: at most 1.
    expect(within(dialog).getByText('Acheté(s) : 1 · à retourner au plus : 1')).toBeTruthy();
    // The order's returns only, not every return of the client.
    const read = api.calls('GET /api/v1/client/retours').map((c) => new URL(c.url, 'http://x').searchParams);
    expect(read.map((q) => q.get('commande_id'))).toEqual(['4']);

    await user.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
    expect(
      await within(dialog).findByText(/«Motif du retour» est obligatoire|Motif du retour.*obligatoire/),
    ).toBeTruthy();

    const dress = within(dialog).getByRole('textbox', { name: 'Quantité à retourner : Robe d’été en lin' });
    await user.clear(dress);
    await user.type(dress, '2');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Motif du retour/ }), 'defectueux');
    await user.type(within(dialog).getByRole('textbox', { name: 'Commentaire' }), 'La fermeture est cassée.');
    const picker = within(dialog).getByLabelText('Ajouter des photos', { selector: 'input' });
    await user.upload(picker, [png('a.png'), png('b.png'), png('c.png'), png('d.png')]);
    await within(dialog).findByRole('img', { name: 'Photo 4' });
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
    expect(
      await within(dialog).findByText('Vous pouvez retourner au plus 1 exemplaire(s) de cet article.'),
    ).toBeTruthy();
    const photosError = within(dialog)
      .getAllByRole('alert')
      .find((el) => /3/.test(el.textContent ?? ''));
    expect(photosError?.textContent).toMatch(/photos/i);
    expect(api.calls('POST /api/v1/client/retourAdd')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Retirer la photo 4' }));
    await user.clear(dress);
    await user.type(dress, '1');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
    expect(await screen.findByText('Votre demande de retour a été envoyée.')).toBeTruthy();
    const [call] = api.calls('POST /api/v1/client/retourAdd');
    const body = call.body as { photos: string[] };
    expect({ ...body, photos: body.photos.length }).toEqual({
      commande_id: 4,
      lignes: [{ commande_ligne_id: 1, quantite: 1 }],
      motif: 'defectueux',
      commentaire: 'La fermeture est cassée.',
      photos: 3,
    });
    expect(body.photos.every((p) => p.startsWith('data:image/png;base64,'))).toBe(true);
  });

  it("steps a line's quantity with the arrow keys, between 0 and what is left to return", async () => {
    mockClient();
    const user = await openProfile();
    const dialog = await openForm(user);
    const dress = within(dialog).getByRole('textbox', {
      name: 'Quantité à retourner : Robe d’été en lin',
    }) as HTMLInputElement;
    expect(dress.value).toBe('0');
    await user.click(dress);
    await user.keyboard('{ArrowDown}');
    expect(dress.value).toBe('0');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(dress.value).toBe('1');
    await user.keyboard('{ArrowDown}');
    expect(dress.value).toBe('0');
  });

  it("shows the server's 422 field errors under their fields", async () => {
    const api = mockClient({
      'POST /api/v1/client/retourAdd': {
        status: 422,
        body: {
          message: 'Vous pouvez retourner au plus 0 exemplaire(s) de cet article.',
          errors: {
            'lignes.0.quantite': ['Vous pouvez retourner au plus 0 exemplaire(s) de cet article.'],
            commande_id: ['Le délai de retour de cette commande est dépassé.'],
          },
        },
      },
    });
    const user = await openProfile();
    const dialog = await openForm(user);
    const bag = within(dialog).getByRole('textbox', { name: 'Quantité à retourner : Sac en cuir' });
    await user.clear(bag);
    await user.type(bag, '1');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /Motif du retour/ }),
      'changement_avis',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
    expect(await within(dialog).findByText('Le délai de retour de cette commande est dépassé.')).toBeTruthy();
    // The first line sent is the bag, the form's second row.
    const error = await within(dialog).findByText(
      'Vous pouvez retourner au plus 0 exemplaire(s) de cet article.',
    );
    expect(bag.getAttribute('aria-describedby')).toContain(error.id);
    expect(api.calls('POST /api/v1/client/retourAdd')[0].body).toMatchObject({
      lignes: [{ commande_ligne_id: 2, quantite: 1 }],
      motif: 'changement_avis',
    });
  });
});

describe("the client's orders: refunds and returns", () => {
  it("shows a cancelled card order's refund on its row and in its detail, in progress or made", async () => {
    const cancelled = (id: number, remboursement: Order['remboursement']) =>
      makeOrder(id, {
        ref: `KKKK-000${id}`,
        etat: 'annulee',
        type_paiement: 'cib',
        paye: true,
        remboursement,
      });
    mockClient({
      'GET /api/v1/client/commandes': {
        body: orderPage([
          cancelled(1, { montant: 4500, etat: 'en_cours', rembourse_at: null }),
          cancelled(2, { montant: 3200, etat: 'rembourse', rembourse_at: '2026-11-22T10:00:00.000Z' }),
          makeOrder(3, { ref: 'KKKK-0003', etat: 'annulee' }),
        ]),
      },
    });
    const user = await openProfile('KKKK-0001');
    const rowOf = (ref: string) =>
      screen.getAllByTestId('order-row').find((row) => row.textContent?.includes(ref)) as HTMLElement;
    const badge = (ref: string) => within(rowOf(ref)).queryByTestId('refund-badge')?.textContent;
    expect(badge('KKKK-0001')).toBe('Remboursement en cours');
    expect(badge('KKKK-0002')?.replace(/\u00a0|\u202f/g, ' ')).toBe('Remboursé le 22/11/2026 : 3 200,00 DZD');
    expect(badge('KKKK-0003')).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Voir le détail de la commande #KKKK-0002' }));
    const dialog = await screen.findByRole('dialog', { name: 'Commande #KKKK-0002' });
    expect(within(dialog).getByTestId('refund-badge').textContent).toMatch(/^Remboursé le 22\/11\/2026/);
    // Never delivered: no return to look for.
    expect(within(dialog).queryByText('Retours de cette commande')).toBeNull();
  });

  it('lists the returns of a delivered order in its detail, with their states and refunds', async () => {
    const REFUNDED_HERE = makeRetour(15, {
      etat: 'rembourse',
      montant_rembourse: 2250,
      lignes: [{ commande_ligne_id: 2, designation: 'Sac en cuir', quantite: 1, montant: 2250 }],
    });
    const api = mockClient({ 'GET /api/v1/client/retours': retoursOf([...RETOURS, REFUNDED_HERE]) });
    const user = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Voir le détail de la commande #DDDD-4444' }));
    const dialog = await screen.findByRole('dialog', { name: 'Commande #DDDD-4444' });
    const section = await within(dialog).findByRole('region', { name: 'Retours de cette commande' });
    const cards = within(section).getAllByTestId('order-return');
    expect(cards).toHaveLength(2);
    const [pending, refunded] = cards;
    expect(within(pending).getByText('Demandé')).toBeTruthy();
    expect(within(pending).getByText('Robe d’été en lin × 1')).toBeTruthy();
    // Not accepted yet: no refund to announce.
    expect(within(pending).queryByText(/Remboursement/)).toBeNull();
    expect(within(refunded).getByText('Remboursé')).toBeTruthy();
    expect(within(refunded).getByText('Sac en cuir × 1')).toBeTruthy();
    expect(within(refunded).getByText(/^Remboursement :/).textContent).toMatch(/2\s250,00\sDZD/);
    const asked = api.calls('GET /api/v1/client/retours').map((c) => new URL(c.url, 'http://x').searchParams);
    expect(asked.every((q) => q.get('commande_id') === '4')).toBe(true);
  });
});

describe("the client's returns tab", () => {
  const cardOf = (ref: string) => screen.getByRole('article', { name: `Commande #${ref}` });

  it('lists the returns with their state, lines, refund and history, and offers the moves of movesFor', async () => {
    const api = mockClient();
    const user = await openProfile();
    await user.click(screen.getByRole('tab', { name: 'Retours' }));
    await screen.findByRole('article', { name: 'Commande #DDDD-4444' });
    expect(
      new URL(api.calls('GET /api/v1/client/retours').at(-1)?.url ?? '', 'http://x').searchParams.get('page'),
    ).toBe('1');

    const pending = cardOf('DDDD-4444');
    expect(within(pending).getAllByText('Demandé').length).toBeGreaterThan(0);
    expect(within(pending).getByText('Robe d’été en lin')).toBeTruthy();
    expect(within(pending).getByText('Calculé à la réception des articles')).toBeTruthy();
    expect(
      within(pending)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Retirer la demande']);

    const disputable = cardOf('GGGG-7777');
    expect(
      within(disputable)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Contester le refus']);
    expect(within(disputable).getByText('Article porté')).toBeTruthy();
    // Refused 10 days ago: the 7-day dispute window is over.
    expect(within(cardOf('HHHH-8888')).queryAllByRole('button')).toHaveLength(0);

    const refunded = cardOf('JJJJ-9999');
    expect(within(refunded).getByTestId('return-refund').textContent).toMatch(/2\s750,00\sDZD/);
    expect(within(refunded).getByText('(Frais de livraison compris)')).toBeTruthy();
    expect(within(refunded).getAllByText('Remboursé').length).toBe(2);
    expect(within(refunded).queryAllByRole('button')).toHaveLength(0);
  });

  it('withdraws a pending request and disputes a refusal with a comment', async () => {
    const api = mockClient({
      'POST /api/v1/client/retourAnnuler/11': {
        body: { message: 'ok', data: { ...PENDING, etat: 'annule' } },
      },
      'POST /api/v1/client/retourLitige/12': {
        body: { message: 'ok', data: { ...REFUSED_RECENTLY, etat: 'litige' } },
      },
    });
    const user = await openProfile();
    await user.click(screen.getByRole('tab', { name: 'Retours' }));
    await user.click(
      await screen.findByRole('button', { name: 'Retirer la demande de retour de la commande #DDDD-4444' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Retirer cette demande de retour ?' });
    await user.click(within(confirm).getByRole('button', { name: 'Retirer la demande' }));
    expect(await screen.findByText('Demande de retour retirée.')).toBeTruthy();
    expect(api.calls('POST /api/v1/client/retourAnnuler/11')).toHaveLength(1);

    await user.click(
      screen.getByRole('button', { name: 'Contester le refus du retour de la commande #GGGG-7777' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Contester le refus' });
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer la contestation' }));
    expect(await within(dialog).findByText(/obligatoire/)).toBeTruthy();
    expect(api.calls('POST /api/v1/client/retourLitige/12')).toHaveLength(0);
    await user.type(
      within(dialog).getByRole('textbox', { name: /Pourquoi contestez-vous/ }),
      'Jamais porté.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer la contestation' }));
    expect(await screen.findByText('Votre contestation a été envoyée.')).toBeTruthy();
    expect(api.calls('POST /api/v1/client/retourLitige/12')[0].body).toEqual({
      commentaire: 'Jamais porté.',
    });
    await waitFor(() => expect(api.calls('GET /api/v1/client/retours').length).toBeGreaterThan(1));
  });

  it('reads in Arabic, right to left', async () => {
    await setLanguage('ar');
    mockClient();
    await openProfile();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'المرتجعات' }));
    const card = await screen.findByRole('article', { name: 'الطلبية \u2066#DDDD-4444\u2069' });
    expect(within(card).getAllByText('مطلوب').length).toBeGreaterThan(0);
    expect(
      within(card).getByRole('button', { name: 'سحب طلب إرجاع الطلبية \u2066#DDDD-4444\u2069' }),
    ).toBeTruthy();
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
  });
});
