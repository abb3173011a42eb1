import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@/features/orders/order-types';
import {
  CardPaymentModal,
  EXPIRY_MONTHS,
  expiryYears,
  paymentRedirect,
} from '@/features/payments/components/card-payment-modal';
import { setLanguage } from '@/lib/i18n';
import { getSession } from '@/lib/sessions';
import { dzdText, makeOrder } from '@/test/client-area-fixtures';
import { mockFetch } from '@/test/fetch-mock';
import { renderUi } from '@/test/render-ui';
import { loginClient } from '@/test/sessions-fixtures';

/**
 * Stripe.js and its React bindings, simulated: the CardElement is a plain placeholder (the real one
 * is Stripe's iframe), and the Stripe instance answers as the tests say.
 */
const stripeJs = vi.hoisted(() => {
  const card = { element: 'card' };
  const instance = { createPaymentMethod: vi.fn(), handleNextAction: vi.fn() };
  return { card, instance, loadStripe: vi.fn() };
});
vi.mock('@stripe/stripe-js', () => ({ loadStripe: stripeJs.loadStripe }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ stripe, children }: { stripe: unknown; children: React.ReactNode }) =>
    stripe === stripeJs.instance ? <div data-testid="stripe-elements">{children}</div> : null,
  CardElement: () => <div data-testid="stripe-card-element" />,
  useStripe: () => stripeJs.instance,
  useElements: () => ({ getElement: () => stripeJs.card }),
}));

const ORDER = makeOrder(42, { ref: 'PAY4-2222', etat: 'en_attente_de_paiement', type_paiement: 'devise' });
const STRIPE = {
  'GET /api/v1/client/paiementConfig': {
    body: { data: { devise: 'stripe', cib: 'sandbox', stripe_publishable_key: 'pk_test_souk' } },
  },
};
const SANDBOX = {
  'GET /api/v1/client/paiementConfig': { body: { data: { devise: 'sandbox', cib: 'sandbox' } } },
};

function open(order: Order = ORDER) {
  loginClient();
  const onClose = vi.fn();
  renderUi(<CardPaymentModal order={order} onClose={onClose} />);
  return { onClose, user: userEvent.setup() };
}

/** The error text Mantine links to a field through aria-describedby. */
function errorOf(field: HTMLElement): string {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join('');
}

async function fillCard(user: ReturnType<typeof userEvent.setup>, number = '4242 4242 4242 4242') {
  const dialog = await screen.findByRole('dialog', { name: 'Paiement de la commande #PAY4-2222' });
  await user.type(await within(dialog).findByRole('textbox', { name: /Numéro de carte/ }), number);
  await user.selectOptions(within(dialog).getByRole('combobox', { name: /Mois/ }), '09');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: /Année/ }), expiryYears()[2]);
  await user.type(within(dialog).getByRole('textbox', { name: /CVC/ }), '12345');
  await user.type(within(dialog).getByRole('textbox', { name: /Code postal/ }), '16000');
  await user.type(within(dialog).getByRole('textbox', { name: /Titulaire/ }), 'Amina Benali');
  return dialog;
}

describe('card payment modal', () => {
  it('says the sandbox is a demonstration', async () => {
    mockFetch(SANDBOX);
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Paiement de la commande #PAY4-2222' });
    expect((await within(dialog).findByRole('note')).textContent).toBe(
      'Paiement de démonstration : aucune carte n’est débitée sur ce site.',
    );
  });

  it('says a card type this site does not offer, with no form', async () => {
    mockFetch({
      'GET /api/v1/client/paiementConfig': {
        body: { data: { devise: 'indisponible', cib: 'indisponible', stripe_publishable_key: null } },
      },
    });
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Paiement de la commande #PAY4-2222' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Ce mode de paiement n’est pas disponible sur ce site pour le moment : choisissez le paiement à la livraison.',
    );
    expect(within(dialog).queryByRole('textbox', { name: /Numéro de carte/ })).toBeNull();
  });

  it('offers months 01–12, the current year and ten more, and a 3-digit CVC', async () => {
    mockFetch(SANDBOX);
    const { user } = open();
    const dialog = await fillCard(user);
    expect(within(dialog).getByText(`Voulez-vous payer ${dzdText(4500)} ?`)).toBeTruthy();
    const months = [...(within(dialog).getByRole('combobox', { name: /Mois/ }) as HTMLSelectElement).options];
    expect(months.slice(1).map((o) => o.value)).toEqual(EXPIRY_MONTHS);
    expect(EXPIRY_MONTHS[0]).toBe('01');
    expect(EXPIRY_MONTHS[11]).toBe('12');
    const years = [...(within(dialog).getByRole('combobox', { name: /Année/ }) as HTMLSelectElement).options];
    const now = new Date().getFullYear();
    expect(years.slice(1).map((o) => Number(o.value))).toEqual(Array.from({ length: 11 }, (_, n) => now + n));
    expect((within(dialog).getByRole('textbox', { name: /CVC/ }) as HTMLInputElement).value).toBe('123');
  });

  it('puts each 422 message under its own field', async () => {
    const api = mockFetch({
      ...SANDBOX,
      'POST /api/v1/client/commandePayer/42': {
        status: 422,
        body: {
          message: 'Veuillez entre un numéro de carte valide.',
          errors: {
            'cardPaiement.number': ['Veuillez entre un numéro de carte valide.'],
            'cardPaiement.exp_month': ['Le mois d’expiration est invalide.'],
            'cardPaiement.exp_year': ['L’année d’expiration est invalide.'],
            'cardPaiement.cvc': ['Le code CVC est invalide.'],
            'cardPaiement.postal_code': ['Le code postal est invalide.'],
            'cardPaiement.cardHolderName': ['Le nom du titulaire est invalide.'],
          },
        },
      },
    });
    const { user } = open();
    // A card the browser accepts: the server's refusals still land under their fields.
    const dialog = await fillCard(user);
    await user.click(within(dialog).getByRole('button', { name: 'Payer' }));

    const field = (name: RegExp, role: 'textbox' | 'combobox' = 'textbox') =>
      within(dialog).getByRole(role, { name });
    await waitFor(() =>
      expect(errorOf(field(/Numéro de carte/))).toBe('Veuillez entre un numéro de carte valide.'),
    );
    expect(errorOf(field(/Mois/, 'combobox'))).toBe('Le mois d’expiration est invalide.');
    expect(errorOf(field(/Année/, 'combobox'))).toBe('L’année d’expiration est invalide.');
    expect(errorOf(field(/CVC/))).toBe('Le code CVC est invalide.');
    expect(errorOf(field(/Code postal/))).toBe('Le code postal est invalide.');
    expect(errorOf(field(/Titulaire/))).toBe('Le nom du titulaire est invalide.');
    expect(within(dialog).getByRole('button', { name: 'Payer' })).toHaveProperty('disabled', false);

    const [call] = api.calls('POST /api/v1/client/commandePayer/42');
    expect(call.body).toEqual({
      commande_id: 42,
      cardPaiement: {
        number: '4242424242424242',
        exp_month: '09',
        exp_year: expiryYears()[2],
        cvc: '123',
        postal_code: '16000',
        cardHolderName: 'Amina Benali',
      },
    });
  });

  it.each([
    ['en', 'Please enter a valid card number.'],
    ['ar', 'يرجى إدخال رقم بطاقة صالح.'],
  ] as const)('checks the card with the domain schema before sending, in %s', async (language, message) => {
    const api = mockFetch(SANDBOX);
    const { user } = open();
    const dialog = await fillCard(user, '4242 4242 4242 4241');
    const pay = within(dialog).getByRole('button', { name: 'Payer' });
    await act(() => setLanguage(language));
    await user.click(pay);
    const number = within(dialog).getAllByRole('textbox')[0];
    await waitFor(() => expect(errorOf(number)).toBe(message));
    expect(api.requests.filter((r) => r.method !== 'GET')).toEqual([]);
    await act(() => setLanguage('fr'));
  });

  it('shows a 401 refusal in red under the amount question and keeps the session', async () => {
    mockFetch({
      ...SANDBOX,
      'POST /api/v1/client/commandePayer/42': {
        status: 401,
        body: { message: 'Votre carte a été refusée.' },
      },
    });
    const { user } = open();
    const dialog = await fillCard(user, '4000 0000 0000 0002');
    await user.click(within(dialog).getByRole('button', { name: 'Payer' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('Votre carte a été refusée.');
    expect(alert.getAttribute('style') ?? alert.className).toMatch(/red/);
    expect(getSession('client')).not.toBeNull();
  });

  it('says Paiement effectué avec success and closes', async () => {
    mockFetch({
      ...SANDBOX,
      'POST /api/v1/client/commandePayer/42': {
        body: { message: 'Paiement effectué avec success', data: {} },
      },
    });
    const { user, onClose } = open();
    const dialog = await fillCard(user);
    await user.click(within(dialog).getByRole('button', { name: 'Payer' }));
    expect(await screen.findByText('Paiement effectué avec success')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });

  it('tells that Stripe handles the card when it is the provider but has no publishable key', async () => {
    mockFetch({
      'GET /api/v1/client/paiementConfig': {
        body: { data: { devise: 'stripe', cib: 'sandbox', stripe_publishable_key: null } },
      },
    });
    open();
    expect(await screen.findByText(/La saisie de la carte est assurée par Stripe/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Numéro de carte/ })).toBeNull();
    expect(stripeJs.loadStripe).not.toHaveBeenCalled();
  });

  describe('with Stripe Elements', () => {
    beforeEach(() => {
      stripeJs.loadStripe.mockReset().mockResolvedValue(stripeJs.instance);
      stripeJs.instance.createPaymentMethod
        .mockReset()
        .mockResolvedValue({ paymentMethod: { id: 'pm_1PqK7aLkdIwHu7ix' } });
      stripeJs.instance.handleNextAction.mockReset();
    });

    async function stripeDialog() {
      const dialog = await screen.findByRole('dialog', { name: 'Paiement de la commande #PAY4-2222' });
      await within(dialog).findByTestId('stripe-card-element');
      return dialog;
    }

    it('takes the card in Stripe’s form and sends only the PaymentMethod id', async () => {
      const api = mockFetch({
        ...STRIPE,
        'POST /api/v1/client/commandePayer/42': {
          body: {
            message: 'Paiement effectué avec success',
            data: { commande_id: 42, etat: 'en_attente_de_livraison', paye: true },
          },
        },
        'GET /api/v1/client/commandes': { body: { data: [] } },
      });
      const { user, onClose } = open();
      const dialog = await stripeDialog();
      expect(stripeJs.loadStripe).toHaveBeenCalledWith('pk_test_souk');
      expect(within(dialog).queryByRole('textbox', { name: /Numéro de carte/ })).toBeNull();
      expect(within(dialog).getByText(`Voulez-vous payer ${dzdText(4500)} ?`)).toBeTruthy();
      expect(within(dialog).getByText(/ses données ne passent jamais par nos serveurs/)).toBeTruthy();

      await user.click(within(dialog).getByRole('button', { name: 'Payer' }));
      expect(await screen.findByText('Paiement effectué avec success')).toBeTruthy();
      expect(onClose).toHaveBeenCalled();
      expect(stripeJs.instance.createPaymentMethod).toHaveBeenCalledWith({
        type: 'card',
        card: stripeJs.card,
      });
      const calls = api.calls('POST /api/v1/client/commandePayer/42');
      expect(calls).toHaveLength(1);
      expect(calls[0].body).toEqual({ commande_id: 42, payment_method: 'pm_1PqK7aLkdIwHu7ix' });
      expect(stripeJs.instance.handleNextAction).not.toHaveBeenCalled();
    });

    it('shows the decline in red under the amount, keeps the session and lets the client retry', async () => {
      mockFetch({
        ...STRIPE,
        'POST /api/v1/client/commandePayer/42': {
          status: 401,
          body: { message: 'Votre carte a été refusée en raison de fonds insuffisants.' },
        },
      });
      const { user, onClose } = open();
      const dialog = await stripeDialog();
      await user.click(within(dialog).getByRole('button', { name: 'Payer' }));
      const alert = await within(dialog).findByRole('alert');
      expect(alert.textContent).toBe('Votre carte a été refusée en raison de fonds insuffisants.');
      expect(alert.getAttribute('style') ?? alert.className).toMatch(/red/);
      expect(getSession('client')).not.toBeNull();
      expect(onClose).not.toHaveBeenCalled();
      expect(within(dialog).getByRole('button', { name: 'Payer' })).toHaveProperty('disabled', false);
    });

    it('shows Stripe’s own message for an incomplete card and calls nothing on our server', async () => {
      stripeJs.instance.createPaymentMethod.mockResolvedValue({
        error: { type: 'validation_error', message: 'Le numéro de votre carte est incomplet.' },
      });
      const api = mockFetch(STRIPE);
      const { user } = open();
      const dialog = await stripeDialog();
      await user.click(within(dialog).getByRole('button', { name: 'Payer' }));
      expect(await within(dialog).findByText('Le numéro de votre carte est incomplet.')).toBeTruthy();
      expect(api.calls('POST /api/v1/client/commandePayer/42')).toHaveLength(0);
    });

    it('finishes 3-D Secure with the client secret of a 202', async () => {
      const api = mockFetch({
        ...STRIPE,
        'POST /api/v1/client/commandePayer/42': {
          status: 202,
          body: {
            message: 'Veuillez confirmer le paiement auprès de votre banque (3-D Secure).',
            data: {
              commande_id: 42,
              etat: 'en_attente_de_paiement',
              paye: false,
              client_secret: 'pi_3_secret_x',
            },
          },
        },
      });
      stripeJs.instance.handleNextAction.mockResolvedValue({
        paymentIntent: { id: 'pi_3', status: 'succeeded' },
      });
      const { user, onClose } = open();
      const dialog = await stripeDialog();
      await user.click(within(dialog).getByRole('button', { name: 'Payer' }));
      expect(await screen.findByText('Paiement effectué avec success')).toBeTruthy();
      expect(stripeJs.instance.handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_3_secret_x' });
      expect(onClose).toHaveBeenCalled();
      expect(api.calls('POST /api/v1/client/commandePayer/42')).toHaveLength(1);
    });

    it('shows the bank’s refusal after a failed 3-D Secure in red', async () => {
      mockFetch({
        ...STRIPE,
        'POST /api/v1/client/commandePayer/42': {
          status: 202,
          body: {
            message: 'Veuillez confirmer le paiement auprès de votre banque (3-D Secure).',
            data: {
              commande_id: 42,
              etat: 'en_attente_de_paiement',
              paye: false,
              client_secret: 'pi_3_secret_x',
            },
          },
        },
      });
      stripeJs.instance.handleNextAction.mockResolvedValue({
        error: { type: 'card_error', message: 'Impossible d’authentifier votre moyen de paiement.' },
      });
      const { user, onClose } = open();
      const dialog = await stripeDialog();
      await user.click(within(dialog).getByRole('button', { name: 'Payer' }));
      const alert = await within(dialog).findByRole('alert');
      expect(alert.textContent).toBe('Impossible d’authentifier votre moyen de paiement.');
      expect(onClose).not.toHaveBeenCalled();
    });

    it('says so in French with a retry when Stripe.js cannot load, and loads it on retry', async () => {
      stripeJs.loadStripe.mockRejectedValueOnce(new Error('Failed to load Stripe.js'));
      mockFetch(STRIPE);
      const { user } = open();
      const dialog = await screen.findByRole('dialog', { name: 'Paiement de la commande #PAY4-2222' });
      expect(
        await within(dialog).findByText(
          /La saisie de la carte est assurée par Stripe, qui ne peut pas être chargé/,
        ),
      ).toBeTruthy();
      expect(within(dialog).queryByRole('button', { name: 'Payer' })).toBeNull();
      await user.click(within(dialog).getByRole('button', { name: 'Réessayer' }));
      expect(await within(dialog).findByTestId('stripe-card-element')).toBeTruthy();
      expect(stripeJs.loadStripe).toHaveBeenCalledTimes(2);
    });
  });

  it('sends a CIB order to the Chargily page', async () => {
    const go = vi.spyOn(paymentRedirect, 'go').mockImplementation(() => {});
    const api = mockFetch({
      'GET /api/v1/client/paiementConfig': { body: { data: { devise: 'sandbox', cib: 'chargily' } } },
      'POST /api/v1/client/commandePayer/42': {
        body: { message: 'Redirection', data: { checkout_url: 'https://pay.chargily.test/checkout/abc' } },
      },
    });
    const { user } = open({ ...ORDER, type_paiement: 'cib' });
    await user.click(await screen.findByRole('button', { name: 'Continuer vers le paiement' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://pay.chargily.test/checkout/abc'));
    expect(api.calls('POST /api/v1/client/commandePayer/42')[0].body).toEqual({ commande_id: 42 });
  });
});
