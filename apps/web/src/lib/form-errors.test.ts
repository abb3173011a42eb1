import { stockShortMessage } from '@souk/domain/client-schemas';
import { beforeEach, describe, expect, it } from 'vitest';
import { checkoutErrors } from '@/features/cart/checkout-errors';
import { api, setApiTransport } from '@/lib/api-client';
import { errorMessage, refusalMessage } from '@/lib/form-errors';
import { i18n } from '@/lib/i18n';
import { ar } from '@/lib/locales/ar';

/** The reply of one refused call, through the real client (its `ApiError`, with `code` and `codes`). */
async function refusal(status: number, body: unknown): Promise<unknown> {
  setApiTransport(async () => new Response(JSON.stringify(body), { status }));
  return api(null)
    .post('v1/client/commandeAnnuler/7')
    .then(
      () => null,
      (error: unknown) => error,
    );
}

describe("the services' sentences shown in the visitor's language (decision 0041)", () => {
  // The shared setup (test/setup.ts) puts French back after every test.
  beforeEach(async () => {
    i18n.addResourceBundle('ar', 'translation', ar, true, true);
    await i18n.changeLanguage('ar');
  });

  it("shows a refusal without fields (a toast's text) in Arabic from its code", async () => {
    const error = await refusal(422, {
      message: 'Cette commande ne peut plus être annulée.',
      code: 'order_not_cancellable',
      params: {},
    });
    expect(errorMessage(error)).toBe('لم يعد بالإمكان إلغاء هذا الطلب.');
  });

  it("shows a stock shortage under the cart's line in Arabic, with its parameters", async () => {
    const sentence = stockShortMessage('Théière', 3);
    const error = await refusal(422, {
      message: sentence,
      errors: { 'stock_articles.0.quantite': [sentence] },
      codes: {
        'stock_articles.0.quantite': [
          { code: 'stock_short', params: { designation: 'Théière', available: 3 } },
        ],
      },
    });
    const line = { stock_article_id: 12, quantite: 4, promotion_id: null, isSelected: true };
    expect(checkoutErrors(error, [line])?.lines[12]).toBe('المخزون غير كافٍ لـ «Théière»: المتوفر 3.');
    expect(errorMessage(error)).toBe('المخزون غير كافٍ لـ «Théière»: المتوفر 3.');
  });

  it("shows a refused order move in Arabic, its states with the catalogue's labels", async () => {
    const sentence =
      "Depuis « En attente de validation », la commande ne peut passer qu'à « En attente de livraison ».";
    const error = await refusal(422, {
      message: sentence,
      errors: { etat: [sentence] },
      codes: {
        etat: [
          {
            code: 'order_only_move',
            params: { from: 'en_attente_de_validation', next: 'en_attente_de_livraison' },
          },
        ],
      },
    });
    const shown = 'من «في انتظار التأكيد» لا يمكن أن ينتقل الطلب إلا إلى «في انتظار التوصيل».';
    expect(refusalMessage(error, 'fallback')).toBe(shown);
    // A refusal without a code, a server failure or no reply at all: the screen's own text.
    expect(refusalMessage(await refusal(409, { message: 'Commandé' }), 'fallback')).toBe('fallback');
    expect(refusalMessage(await refusal(500, { message: 'Erreur' }), 'fallback')).toBe('fallback');
    expect(refusalMessage(new Error('offline'), 'fallback')).toBe('fallback');
  });

  it('shows a sentence without a code as sent', async () => {
    const error = await refusal(409, { message: 'Une phrase sans code.' });
    expect(errorMessage(error)).toBe('Une phrase sans code.');
  });
});
