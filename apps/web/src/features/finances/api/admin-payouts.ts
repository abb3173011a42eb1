import type { versementAdminWritten } from '@souk/domain/replies/payouts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ADMIN_FINANCES } from '@/features/finances/api/finances-paths';
import { api } from '@/lib/api-client';
import { useIdempotencyKey } from '@/lib/idempotency-key';

type VersementAdminWritten = z.infer<typeof versementAdminWritten>;

export type PayoutDecision =
  | { action: 'payer'; id: number; reference: string }
  | { action: 'refuser'; id: number; motif: string };

/**
 * `POST versementPayer/{id}` (reference) or `versementRefuser/{id}` (motif): the queue and the
 * balances reload (a rejected payout's amount goes back to its store).
 */
export function useDecidePayout() {
  const queryClient = useQueryClient();
  const attempt = useIdempotencyKey();
  return useMutation({
    mutationFn: (decision: PayoutDecision) => {
      const { path, body } =
        decision.action === 'payer'
          ? { path: ADMIN_FINANCES.versementPayer(decision.id), body: { reference: decision.reference } }
          : { path: ADMIN_FINANCES.versementRefuser(decision.id), body: { motif: decision.motif } };
      return api('admin').post<VersementAdminWritten>(path, body, {
        idempotencyKey: attempt.keyFor(decision),
      });
    },
    onSuccess: () => {
      attempt.done();
      return Promise.all(
        [ADMIN_FINANCES.versements, ADMIN_FINANCES.soldes].map((path) =>
          queryClient.invalidateQueries({ queryKey: ['admin', path] }),
        ),
      );
    },
  });
}
