import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { makeBoOrder, makeBoOrderDetail } from '@/features/orders/backoffice-orders.fixtures';
import { BackofficeOrdersTable } from '@/features/orders/components/backoffice-orders-table';
import {
  ClientRecordCard,
  ConfirmationBadge,
  DeliveryFailureButton,
  PhoneConfirmationCard,
} from '@/features/orders/components/cod-confirmation';
import { setLanguage } from '@/lib/i18n';
import { SHOP } from '@/test/catalog-fixtures';
import { mockFetch } from '@/test/fetch-mock';
import { renderUi } from '@/test/render-ui';
import { loginAdmin, loginPartner } from '@/test/sessions-fixtures';

/** What the user sees of a rendered tree (Mantine's style tags left out). */
function shown(container: HTMLElement): string {
  const clone = container.cloneNode(true) as HTMLElement;
  for (const style of clone.querySelectorAll('style')) style.remove();
  return clone.textContent ?? '';
}

const CALL = {
  id: 1,
  resultat: 'injoignable' as const,
  note: 'Messagerie',
  created_at: '2026-11-20T10:00:00.000Z',
  auteur: { role: 'marchand' as const, nom: 'Dar Tlemcen' },
};

const waiting = makeBoOrderDetail({
  id: 9,
  etat: 'en_attente_de_validation',
  type_paiement: 'livraison',
  marchand: null,
  nbr_appels: 1,
  confirmee_at: null,
  appels: [CALL],
});

describe('PhoneConfirmationCard', () => {
  it('lists the calls (date, result, note, who) and records a confirmed call', async () => {
    loginPartner('tok-p');
    const api = mockFetch({
      'POST /api/v1/marchand/commandeAppel/9': { body: { message: 'Appel enregistré' } },
    });
    const user = userEvent.setup();
    renderUi(<PhoneConfirmationCard kind="partner" order={waiting} />);
    expect(screen.getByRole('heading', { name: 'Confirmation téléphonique' })).toBeTruthy();
    const row = screen.getByTestId('order-call');
    expect(within(row).getByText('Injoignable')).toBeTruthy();
    expect(within(row).getByText('Messagerie')).toBeTruthy();
    expect(within(row).getByText('Dar Tlemcen')).toBeTruthy();
    expect(within(row).getByText(/20\/11\/2026/)).toBeTruthy();

    const submit = screen.getByRole('button', { name: "Enregistrer l'appel" });
    expect(submit.hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Refusée' }));
    expect(screen.getByText('Un refus annule la commande : le stock et le coupon sont rendus.')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Confirmée' }));
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Livrer le matin');
    await user.click(submit);
    expect(await screen.findByText('Appel enregistré')).toBeTruthy();
    const [call] = api.calls('POST /api/v1/marchand/commandeAppel/9');
    expect(call.body).toEqual({ resultat: 'confirmee', note: 'Livrer le matin' });
    expect(call.headers.Authorization).toBe('Bearer tok-p');
  });

  it('shows no form once validated, nothing on card orders, and no form to the admin on a store order', () => {
    loginAdmin();
    mockFetch();
    const { unmount } = renderUi(
      <PhoneConfirmationCard kind="partner" order={{ ...waiting, etat: 'en_attente_de_livraison' }} />,
    );
    expect(screen.getByTestId('order-call')).toBeTruthy();
    expect(screen.queryByRole('button', { name: "Enregistrer l'appel" })).toBeNull();
    unmount();
    const card = renderUi(
      <PhoneConfirmationCard kind="partner" order={{ ...waiting, type_paiement: 'cib', appels: [] }} />,
    );
    expect(shown(card.container)).toBe('');
    card.unmount();
    renderUi(<PhoneConfirmationCard kind="admin" order={{ ...waiting, marchand: SHOP, appels: [] }} />);
    expect(screen.queryByRole('heading', { name: 'Confirmation téléphonique' })).toBeNull();
  });
});

describe('ConfirmationBadge', () => {
  it('says whether the order was confirmed and how many attempts were made', () => {
    const { unmount } = renderUi(
      <ConfirmationBadge
        order={{ type_paiement: 'livraison', confirmee_at: '2026-11-20T10:00:00Z', nbr_appels: 2 }}
      />,
    );
    expect(screen.getByText('Confirmée par téléphone')).toBeTruthy();
    expect(screen.getByText('2 tentative(s)')).toBeTruthy();
    unmount();
    const pending = renderUi(
      <ConfirmationBadge order={{ type_paiement: 'livraison', confirmee_at: null, nbr_appels: 0 }} />,
    );
    expect(screen.getByText('Non confirmée')).toBeTruthy();
    pending.unmount();
    const compact = renderUi(
      <ConfirmationBadge compact order={{ type_paiement: 'livraison', confirmee_at: null, nbr_appels: 0 }} />,
    );
    expect(shown(compact.container)).toBe('');
  });

  it('appears in the orders list with the client failures badge', () => {
    renderUi(
      <BackofficeOrdersTable
        kind="partner"
        orders={[
          makeBoOrder(1, { nbr_appels: 3, confirmee_at: null, echecs_livraison_client: 2 }),
          makeBoOrder(2, { nbr_appels: 1, confirmee_at: '2026-11-20T10:00:00Z' }),
        ]}
      />,
    );
    const first = screen.getByRole('link', { name: '#BO1-ABCD' }).closest('tr') as HTMLElement;
    expect(within(first).getByText('3 tentative(s)')).toBeTruthy();
    expect(within(first).getByText('2 échec(s)')).toBeTruthy();
    const second = screen.getByRole('link', { name: '#BO2-ABCD' }).closest('tr') as HTMLElement;
    expect(within(second).getByText('Confirmée par téléphone')).toBeTruthy();
    expect(within(second).queryByText(/échec/)).toBeNull();
  });
});

describe('DeliveryFailureButton', () => {
  const shipped = makeBoOrderDetail({
    id: 12,
    etat: 'en_cours_de_livraison',
    type_paiement: 'livraison',
    marchand: null,
  });

  it('asks for a reason, needs a note for "Autre", then records the failure', async () => {
    loginAdmin('tok-a');
    const api = mockFetch({
      'POST /api/v1/user/commandeEchecLivraison/12': { body: { message: 'Échec de livraison enregistré' } },
    });
    const user = userEvent.setup();
    renderUi(<DeliveryFailureButton kind="admin" order={shipped} />);
    await user.click(screen.getByRole('button', { name: 'Échec de livraison' }));
    const dialog = await screen.findByRole('dialog', {
      name: `Échec de livraison de la commande #${shipped.ref}`,
    });
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent ?? (r as HTMLInputElement).value),
    ).toHaveLength(4);
    await user.click(within(dialog).getByRole('radio', { name: 'Autre' }));
    await user.click(within(dialog).getByRole('button', { name: "Confirmer l'échec" }));
    expect(await within(dialog).findByText('Précisez le motif dans la note.')).toBeTruthy();
    expect(api.calls('POST /api/v1/user/commandeEchecLivraison/12')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'Colis abîmé');
    await user.click(within(dialog).getByRole('button', { name: "Confirmer l'échec" }));
    expect(await screen.findByText('Échec de livraison enregistré')).toBeTruthy();
    expect(api.calls('POST /api/v1/user/commandeEchecLivraison/12')[0].body).toEqual({
      motif: 'autre',
      note: 'Colis abîmé',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is offered only on COD orders waiting for or in delivery that the caller sells', () => {
    loginPartner();
    const cases = [
      { ...shipped, type_paiement: 'cib' as const },
      { ...shipped, etat: 'en_attente_de_validation' as const },
      { ...shipped, etat: 'livree' as const },
    ];
    for (const order of cases) {
      const view = renderUi(<DeliveryFailureButton kind="partner" order={order} />);
      expect(shown(view.container)).toBe('');
      view.unmount();
    }
    const store = renderUi(<DeliveryFailureButton kind="admin" order={{ ...shipped, marchand: SHOP }} />);
    expect(shown(store.container)).toBe('');
    store.unmount();
    renderUi(
      <DeliveryFailureButton kind="partner" order={{ ...shipped, etat: 'en_attente_de_livraison' }} />,
    );
    expect(screen.getByRole('button', { name: 'Échec de livraison' })).toBeTruthy();
  });
});

describe('ClientRecordCard', () => {
  afterEach(async () => {
    await setLanguage('fr');
  });

  const record = {
    commandes: 6,
    livrees: 2,
    refusees: 1,
    injoignables: 1,
    derniers_refus: ['2026-11-18T15:00:00.000Z'],
  };

  it("shows the client's platform-wide counts and last refusals", () => {
    renderUi(<ClientRecordCard record={record} />);
    expect(screen.getByTestId('client-record').textContent).toBe(
      'Historique du client : 2 livrées, 1 refusées, 1 injoignables',
    );
    expect(screen.getByText(/^Derniers refus : 18\/11\/2026/)).toBeTruthy();
    expect(screen.getByText('6 commande(s) sur toute la plateforme')).toBeTruthy();
  });

  it('reads in Arabic', async () => {
    await setLanguage('ar');
    renderUi(<ClientRecordCard record={{ ...record, refusees: 0, injoignables: 0, derniers_refus: [] }} />);
    expect(screen.getByRole('heading', { name: 'سجل الزبون' })).toBeTruthy();
    expect(screen.getByTestId('client-record').textContent).toBe(
      'سجل الزبون: 2 مُسلَّمة، 0 مرفوضة، 0 تعذّر الاتصال',
    );
  });
});
