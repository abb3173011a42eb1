import { ORDER_MESSAGES } from '@souk/domain/checkout-schemas';
import {
  type CommandePayerInput,
  type CommandePayerReply,
  PAYMENT_MESSAGES,
} from '@souk/domain/payment-schemas';
import type { Ctx } from '../../lib/context';
import { HttpError, notFound, validationError } from '../../lib/http-errors';
import { clientIdOf } from '../cart';
import * as repo from './paiements.repository';
import { claimAttempt, payRefusal, recordOutcome, type Settled } from './payment-attempts.service';
import { type PaymentOutcome, ProviderUnavailableError, type RawRecord } from './payment-provider';
import type { PaymentProviders } from './provider-registry';

/**
 * `commandePayer`: the client pays one of its card orders (`devise` or `cib`) still awaiting
 * payment. The amount is the order's `montant_a_payer`, computed by the server at checkout.
 */

/** A provider's answer, or the free settlement of an order brought to 0 by a coupon. */
type Outcome = PaymentOutcome | { status: 'reussi'; providerRef: null; raw: RawRecord };

export interface PayResult {
  statusCode: 200 | 202;
  body: CommandePayerReply;
}

const PROVIDER_NOTES = {
  sandbox: 'Paiement par carte accepté (sandbox).',
  stripe: 'Paiement par carte accepté (Stripe).',
  chargily: 'Paiement CIB / EDAHABIA accepté (Chargily Pay).',
} as const;

const REFUND_NOTICE =
  'Votre paiement a été reçu alors que la commande ne l’attendait plus : il vous sera remboursé.';

function unavailable(cause: unknown): HttpError {
  const error = new HttpError(502, PAYMENT_MESSAGES.unavailable);
  error.cause = cause;
  return error;
}

export async function payOrder(
  ctx: Ctx,
  providers: PaymentProviders,
  commandeId: number,
  input: CommandePayerInput,
): Promise<PayResult> {
  const clientId = clientIdOf(ctx);
  // Another client's order is a 404: its existence is not revealed.
  const order = await repo.findOrderForPayment(ctx.db, commandeId);
  if (!order || order.clientId !== clientId) throw notFound(ORDER_MESSAGES.notFound);
  const refusal = payRefusal(order);
  if (refusal) throw new HttpError(422, refusal);

  const provider = providers.forType(order.typePaiement === 'cib' ? 'cib' : 'devise');
  if (!provider) throw validationError({ type_paiement: [PAYMENT_MESSAGES.typeUnavailable] });
  const source = provider.parseSource(input);
  const amount = provider.chargeableAmount(order.montantAPayer);
  const claim = await claimAttempt(ctx.db, {
    commandeId,
    clientId,
    provider: provider.name,
    amount,
    now: new Date(),
  });
  if (claim.kind === 'open') {
    return redirectReply(commandeId, claim.checkoutUrl);
  }
  const { attempt } = claim;
  const settle = (outcome: Parameters<typeof recordOutcome>[2]) =>
    recordOutcome(ctx.db, attempt.id, outcome, {
      who: { actorRole: 'client', actorId: clientId },
      note: PROVIDER_NOTES[provider.name],
      now: new Date(),
    });

  let outcome: Outcome;
  try {
    // A coupon can bring the total to 0: nothing to charge, and providers refuse a zero amount.
    outcome =
      amount === 0
        ? { status: 'reussi', providerRef: null, raw: { gratuit: true } }
        : await provider.charge({
            order: { id: order.id, ref: order.ref },
            amount,
            paiementId: attempt.id,
            idempotencyKey: attempt.idempotencyKey,
            source,
          });
  } catch (error) {
    const unknown = error instanceof ProviderUnavailableError && error.outcomeUnknown;
    // Nothing was charged: close the attempt so the client may try again at once.
    if (!unknown) {
      await settle({ status: 'refuse', providerRef: null, message: PAYMENT_MESSAGES.unavailable, raw: {} });
    }
    throw unavailable(error);
  }

  const settled = await settle(outcome);
  return replyFor(outcome, settled);
}

function data(settled: Settled) {
  return { commande_id: settled.commandeId, etat: settled.etat, paye: settled.paye };
}

function redirectReply(commandeId: number, checkoutUrl: string): PayResult {
  return {
    statusCode: 200,
    body: {
      message: PAYMENT_MESSAGES.redirect,
      data: {
        commande_id: commandeId,
        etat: 'en_attente_de_paiement',
        paye: false,
        checkout_url: checkoutUrl,
      },
    },
  };
}

function replyFor(outcome: Outcome, settled: Settled): PayResult {
  switch (outcome.status) {
    case 'reussi':
      if (settled.needsRefund) throw new HttpError(409, REFUND_NOTICE);
      return { statusCode: 200, body: { message: PAYMENT_MESSAGES.success, data: data(settled) } };
    case 'refuse':
      if (outcome.reason === 'invalid') {
        throw validationError({ [outcome.field ?? 'message']: [outcome.message] }, outcome.message);
      }
      // The payment modal shows a 401's message in red under the amount.
      throw new HttpError(401, outcome.message);
    case 'requires_action':
      return {
        statusCode: 202,
        body: {
          message: PAYMENT_MESSAGES.requiresAction,
          data: { ...data(settled), client_secret: outcome.clientSecret },
        },
      };
    case 'pending':
      return { statusCode: 202, body: { message: PAYMENT_MESSAGES.processing, data: data(settled) } };
    case 'redirect':
      return redirectReply(settled.commandeId, outcome.redirectUrl);
  }
}
