import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BO_STORE, makeBoOrder } from '@/features/orders/backoffice-orders.fixtures';
import { BackofficeOrdersTable } from '@/features/orders/components/backoffice-orders-table';
import { mockFetch } from '@/test/fetch-mock';
import { renderUi } from '@/test/render-ui';
import { loginAdmin, loginPartner } from '@/test/sessions-fixtures';

const header = () => screen.getAllByRole('columnheader').map((th) => th.textContent);
const rowOf = (ref: string) => screen.getByRole('link', { name: `#${ref}` }).closest('tr') as HTMLElement;

describe('BackofficeOrdersTable', () => {
  it('shows the documented columns, the client, the totals, badges and payment labels, and links to the detail', () => {
    renderUi(
      <BackofficeOrdersTable
        kind="partner"
        withStateMenu
        orders={[
          makeBoOrder(1, { etat: 'livree', type_paiement: 'livraison', montant_a_payer: 12500 }),
          makeBoOrder(2, { etat: 'en_cours_de_livraison', type_paiement: 'cib' }),
          makeBoOrder(3, { etat: 'en_attente_de_paiement', type_paiement: 'devise' }),
        ]}
      />,
    );
    expect(header()).toEqual([
      'Référence',
      'Client',
      'Date',
      'Total',
      'Status',
      'Etat Paiement',
      'Méthode Paiement',
      'Voir Details',
      'Action',
    ]);
    const first = rowOf('BO1-ABCD');
    expect(within(first).getByText('Amina Benali')).toBeTruthy();
    expect(within(first).getByText('0550 12 34 56')).toBeTruthy();
    expect(within(first).getByText('12 500,00 DZD')).toBeTruthy();
    expect(within(first).getByText('Livrée')).toBeTruthy();
    expect(within(first).getByText('payé')).toBeTruthy();
    expect(within(first).getByText('Paiement à la livraison')).toBeTruthy();
    expect(within(rowOf('BO2-ABCD')).getByText('Paiement avec CIB')).toBeTruthy();
    expect(within(rowOf('BO2-ABCD')).getByText('payé')).toBeTruthy();
    expect(within(rowOf('BO3-ABCD')).getByText('Paiement avec Stripe')).toBeTruthy();
    expect(within(rowOf('BO3-ABCD')).getByText('non-payé')).toBeTruthy();
    expect(
      within(first).getByRole('link', { name: 'Details de la commande #BO1-ABCD' }).getAttribute('href'),
    ).toBe('/partenaire/commandes/BO1-ABCD');
    // No move from livree nor from en_attente_de_paiement.
    expect(within(first).queryByRole('button', { name: /Changer l'état/ })).toBeNull();
    expect(within(rowOf('BO3-ABCD')).queryByRole('button', { name: /Changer l'état/ })).toBeNull();
    expect(
      within(rowOf('BO2-ABCD')).getByRole('button', { name: "Changer l'état de la commande #BO2-ABCD" }),
    ).toBeTruthy();
  });

  it('offers only the next state, labelled as documented, and reports success with "Success"', async () => {
    loginPartner('tok-p');
    const api = mockFetch({
      'POST /api/v1/marchand/commandeChangerEtat/1': { body: { message: 'Success' } },
    });
    const onChanged = vi.fn();
    const user = userEvent.setup();
    renderUi(
      <BackofficeOrdersTable
        kind="partner"
        withStateMenu
        onChanged={onChanged}
        orders={[makeBoOrder(1, { etat: 'en_attente_de_validation', marchand: BO_STORE })]}
      />,
    );
    await user.click(screen.getByRole('button', { name: "Changer l'état de la commande #BO1-ABCD" }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Validée']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Validée' }));
    expect(await screen.findByText('Success')).toBeTruthy();
    const [call] = api.calls('POST /api/v1/marchand/commandeChangerEtat/1');
    expect(call.body).toEqual({ id: 1, etat: 'en_attente_de_livraison' });
    expect(call.headers.Authorization).toBe('Bearer tok-p');
    expect(onChanged).toHaveBeenCalledOnce();
  });

  it('is used with the keyboard alone, and keeps the focus on its button while the change is sent', async () => {
    loginAdmin();
    let answer: () => void = () => {};
    const api = mockFetch({
      'POST /api/v1/user/commandeChangerEtat/4': () =>
        new Promise((resolve) => {
          answer = () => resolve({ body: { message: 'Success' } });
        }),
    });
    const user = userEvent.setup();
    renderUi(<BackofficeOrdersTable kind="admin" withStateMenu orders={[makeBoOrder(4)]} />);
    const button = screen.getByRole('button', { name: "Changer l'état de la commande #BO4-ABCD" });
    button.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Validée' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.calls('POST /api/v1/user/commandeChangerEtat/4')).toHaveLength(1));
    // Sending: the button says it is busy but stays focusable (a disabled one would drop the focus).
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    // The menu gives the focus back as it closes (a frame later on a loaded machine).
    await waitFor(() => expect(document.activeElement).toBe(button));
    // Opened again meanwhile, the move cannot be sent twice.
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(api.calls('POST /api/v1/user/commandeChangerEtat/4')).toHaveLength(1);
    answer();
    expect(await screen.findByText('Success')).toBeTruthy();
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
  });

  it.each([
    ['en_attente_de_livraison', 'En cours de livraison', 'en_cours_de_livraison'],
    ['en_cours_de_livraison', 'Livrée', 'livree'],
  ] as const)('from %s offers "%s"', async (etat, label, next) => {
    loginAdmin();
    const api = mockFetch({ 'POST /api/v1/user/commandeChangerEtat/4': { body: { message: 'Success' } } });
    const user = userEvent.setup();
    renderUi(<BackofficeOrdersTable kind="admin" withStateMenu orders={[makeBoOrder(4, { etat })]} />);
    await user.click(screen.getByRole('button', { name: "Changer l'état de la commande #BO4-ABCD" }));
    await user.click(await screen.findByRole('menuitem', { name: label }));
    await waitFor(() => expect(api.calls('POST /api/v1/user/commandeChangerEtat/4')).toHaveLength(1));
    expect(api.calls('POST /api/v1/user/commandeChangerEtat/4')[0].body).toEqual({ id: 4, etat: next });
  });

  it('shows "Veuillez ressayer plut tard" when the change fails', async () => {
    loginPartner();
    mockFetch({
      'POST /api/v1/marchand/commandeChangerEtat/1': {
        status: 422,
        body: { message: 'Refusé', errors: { etat: ['Refusé'] } },
      },
    });
    const user = userEvent.setup();
    renderUi(<BackofficeOrdersTable kind="partner" withStateMenu orders={[makeBoOrder(1)]} />);
    await user.click(screen.getByRole('button', { name: "Changer l'état de la commande #BO1-ABCD" }));
    await user.click(await screen.findByRole('menuitem', { name: 'Validée' }));
    expect(await screen.findByText('Veuillez ressayer plut tard')).toBeTruthy();
  });

  it('hides the menu on rows without a client or lines, and on store orders for the admin', () => {
    renderUi(
      <BackofficeOrdersTable
        kind="admin"
        withStateMenu
        orders={[
          makeBoOrder(1, { client: null }),
          makeBoOrder(2, { nbr_lignes: 0 }),
          makeBoOrder(3, { marchand: BO_STORE }),
          makeBoOrder(4),
        ]}
      />,
    );
    for (const ref of ['BO1-ABCD', 'BO2-ABCD', 'BO3-ABCD']) {
      expect(within(rowOf(ref)).queryByRole('button', { name: /Changer l'état/ })).toBeNull();
      expect(within(rowOf(ref)).getByText('Aucune action possible')).toBeTruthy();
    }
    expect(within(rowOf('BO1-ABCD')).getAllByText('—').length).toBeGreaterThan(0);
    expect(within(rowOf('BO4-ABCD')).getByRole('button', { name: /Changer l'état/ })).toBeTruthy();
    expect(
      within(rowOf('BO4-ABCD'))
        .getByRole('link', { name: /Details de la commande/ })
        .getAttribute('href'),
    ).toBe('/admin/commandes/BO4-ABCD');
  });

  it('adds the Marchand column when asked, and no Action column without the menu', () => {
    renderUi(
      <BackofficeOrdersTable
        kind="admin"
        withMarchand
        orders={[makeBoOrder(1, { marchand: BO_STORE }), makeBoOrder(2)]}
      />,
    );
    expect(header()).toEqual([
      'Référence',
      'Client',
      'Marchand',
      'Date',
      'Total',
      'Status',
      'Etat Paiement',
      'Méthode Paiement',
      'Voir Details',
    ]);
    expect(within(rowOf('BO1-ABCD')).getByText('Dar Tlemcen')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Changer l'état/ })).toBeNull();
  });
});
