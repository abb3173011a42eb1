import type { PayoutAccountInput } from '@souk/domain/finance/payout-account';
import type { PayoutRequestInput } from '@souk/domain/finance/payout-rules';
import type { StatementQuery } from '@souk/domain/finance/statement';
import type {
  compteVersementData,
  compteVersementSaved,
  versementWritten,
} from '@souk/domain/replies/payouts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { PARTNER_FINANCES } from '@/features/finances/api/finances-paths';
import { downloadApiFile } from '@/features/orders/api/download-api-file';
import { api } from '@/lib/api-client';
import { useIdempotencyKey } from '@/lib/idempotency-key';

type CompteVersementData = z.infer<typeof compteVersementData>;
type CompteVersementSaved = z.infer<typeof compteVersementSaved>;
type VersementWritten = z.infer<typeof versementWritten>;

/** `GET compteVersement`: the store's payout account, or null before one is recorded. */
export function useCompteVersement() {
  return useQuery({
    queryKey: ['partner', PARTNER_FINANCES.compte],
    queryFn: async ({ signal }) =>
      (await api('partner').get<CompteVersementData>(PARTNER_FINANCES.compte, { signal })).data,
  });
}

/** `POST compteVersementEdit`: CCP (number and key) or RIB, and the holder. */
export function useSaveCompteVersement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayoutAccountInput) =>
      api('partner').post<CompteVersementSaved>(PARTNER_FINANCES.compteEdit, body),
    onSuccess: (reply) => queryClient.setQueryData(['partner', PARTNER_FINANCES.compte], reply.data),
  });
}

/**
 * `POST versementAdd`: a payout of `montant` DZD. It takes money from the balance and opens a
 * request: the balances, the entries and the payouts reload. One key per attempt (decision 0033).
 */
export function useRequestPayout() {
  const queryClient = useQueryClient();
  const attempt = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: PayoutRequestInput) =>
      api('partner').post<VersementWritten>(PARTNER_FINANCES.versementAdd, body, {
        idempotencyKey: attempt.keyFor(body),
      }),
    onSuccess: () => {
      attempt.done();
      return Promise.all(
        [PARTNER_FINANCES.solde, PARTNER_FINANCES.ecritures, PARTNER_FINANCES.versements].map((path) =>
          queryClient.invalidateQueries({ queryKey: ['partner', path] }),
        ),
      );
    },
  });
}

/** `GET releve`: the statement of a period as a CSV or a PDF (French or Arabic), saved by the browser. */
export function useDownloadStatement() {
  return useMutation({
    mutationFn: (query: StatementQuery) =>
      downloadApiFile(
        'partner',
        PARTNER_FINANCES.releve,
        { ...query },
        `releve-${query.dateDebut}-${query.dateFin}.${query.format}`,
      ),
  });
}
