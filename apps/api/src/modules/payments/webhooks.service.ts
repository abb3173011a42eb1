import type { DbOrTx } from '../../db/client';
import * as repo from './paiements.repository';
import { recordOutcome } from './payment-attempts.service';
import type { ProviderName, WebhookEvent } from './payment-provider';

/**
 * A provider's verified notification applied to our attempt. Idempotent: providers deliver
 * at-least-once (and an attacker may replay a captured, still-valid request); a settled success is
 * never changed, so a replay moves nothing and writes no second history row.
 */

export type WebhookResult =
  | { result: 'applied'; commandeId: number; needsRefund: boolean }
  | { result: 'duplicate' | 'recorded'; commandeId: number }
  | { result: 'ignored' | 'unknown_payment' }
  | { result: 'amount_mismatch'; commandeId: number };

const NOTES: Record<ProviderName, string> = {
  sandbox: 'Paiement confirmé (sandbox).',
  stripe: 'Paiement confirmé par Stripe.',
  chargily: 'Paiement CIB / EDAHABIA confirmé par Chargily Pay.',
};

async function findAttempt(db: DbOrTx, provider: ProviderName, event: WebhookEvent) {
  if (event.providerRef) {
    const byRef = await repo.findByProviderRef(db, provider, event.providerRef);
    if (byRef) return byRef;
  }
  // The reply to our request may not be recorded yet (the webhook can beat it): our metadata names it.
  if (event.paiementId === null) return undefined;
  const byId = await repo.findPaiement(db, event.paiementId);
  const matches =
    byId?.provider === provider &&
    (event.commandeId === null || byId.commandeId === event.commandeId) &&
    (byId.providerRef === null || byId.providerRef === event.providerRef);
  return matches ? byId : undefined;
}

export async function applyWebhookEvent(
  db: DbOrTx,
  provider: ProviderName,
  event: WebhookEvent,
  now: Date = new Date(),
): Promise<WebhookResult> {
  if (event.kind === 'ignored') return { result: 'ignored' };
  const attempt = await findAttempt(db, provider, event);
  if (!attempt) return { result: 'unknown_payment' };
  if (attempt.statut === 'reussi') return { result: 'duplicate', commandeId: attempt.commandeId };

  const opts = { who: { actorRole: 'system', actorId: null }, note: NOTES[provider], now };
  if (event.kind === 'succeeded') {
    // A success for another amount or currency than we asked for does not pay the order.
    if (event.amount !== attempt.montant || event.currency?.toLowerCase() !== 'dzd') {
      return { result: 'amount_mismatch', commandeId: attempt.commandeId };
    }
    const settled = await recordOutcome(
      db,
      attempt.id,
      { status: 'reussi', providerRef: event.providerRef, raw: event.raw },
      opts,
    );
    return settled.changed || settled.needsRefund
      ? { result: 'applied', commandeId: attempt.commandeId, needsRefund: settled.needsRefund }
      : { result: 'duplicate', commandeId: attempt.commandeId };
  }
  await recordOutcome(
    db,
    attempt.id,
    { status: 'refuse', providerRef: event.providerRef, message: event.message ?? '', raw: event.raw },
    opts,
  );
  return { result: 'recorded', commandeId: attempt.commandeId };
}
