import type { Db } from '../../db/client';
import { findExpiredUnpaidIds, lockOrder } from './order-state.repository';
import { applyTransition } from './order-state.service';
import { withTxRetry } from './tx-retry';

/**
 * Unpaid card orders hold their stock for UNPAID_ORDER_TTL_HOURS (docs/product/orders-and-money.md,
 * Stock); then this sweep cancels them, giving stock and coupon back. Idempotent and safe with several
 * API processes: each order is cancelled in its own short transaction, on its locked row, and rows
 * another process is already handling are skipped rather than waited for.
 */

const BATCH = 100;
export const EXPIRY_NOTE = 'Paiement non reçu dans le délai : commande annulée automatiquement.';

/** Returns how many orders this call cancelled. */
export async function expireUnpaidOrders(db: Db, now: Date = new Date(), ttlHours = 24): Promise<number> {
  const cutoff = new Date(now.getTime() - ttlHours * 3_600_000);
  let cancelled = 0;
  let afterId = 0;
  for (;;) {
    const ids = await findExpiredUnpaidIds(db, cutoff, afterId, BATCH);
    for (const id of ids) {
      const done = await withTxRetry(db, async (tx) => {
        const order = await lockOrder(tx, id, { skipLocked: true });
        // Paid, cancelled or being changed elsewhere since the list was read: nothing to do.
        if (order?.etat !== 'en_attente_de_paiement' || order.createdAt >= cutoff) return false;
        await applyTransition(tx, order, 'annulee', {
          actor: 'system',
          who: { actorRole: 'system', actorId: null },
          note: EXPIRY_NOTE,
          now,
        });
        return true;
      });
      if (done) cancelled++;
    }
    if (ids.length < BATCH) return cancelled;
    afterId = ids[ids.length - 1];
  }
}
