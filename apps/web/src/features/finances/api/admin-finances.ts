import type {
  AjustementAddBody,
  CommissionEditBody,
  FinancesConfigBody,
  ReglementAddBody,
  RevenusQuery,
} from '@souk/domain/finance/finance-schemas';
import type {
  CommissionsReply,
  ecritureWritten,
  FinancesConfigReply,
  RevenusReply,
} from '@souk/domain/replies/finances';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { aboutKeys } from '@/features/about/api/about-keys';
import { ADMIN_ECRITURES_PREFIX, ADMIN_FINANCES } from '@/features/finances/api/finances-paths';
import { api } from '@/lib/api-client';
import { useIdempotencyKey } from '@/lib/idempotency-key';

type EcritureWritten = z.infer<typeof ecritureWritten>;

/** `GET commissions`: the default rate and every category's and store's override (null inherits). */
export function useCommissions() {
  return useQuery({
    queryKey: ['admin', ADMIN_FINANCES.commissions],
    queryFn: ({ signal }) => api('admin').get<CommissionsReply>(ADMIN_FINANCES.commissions, { signal }),
  });
}

/** `POST commissionEdit`: the default, a category's or a store's rate (`taux: null` removes an override). */
export function useEditCommission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CommissionEditBody) =>
      api('admin').post<{ message: string; data: CommissionsReply }>(ADMIN_FINANCES.commissionEdit, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', ADMIN_FINANCES.commissions] }),
        queryClient.invalidateQueries({ queryKey: ['admin', ADMIN_FINANCES.config] }),
      ]),
  });
}

/** `GET financesConfig`: the four settings. */
export function useFinancesConfig() {
  return useQuery({
    queryKey: ['admin', ADMIN_FINANCES.config],
    queryFn: ({ signal }) => api('admin').get<FinancesConfigReply>(ADMIN_FINANCES.config, { signal }),
  });
}

/**
 * `POST financesConfigEdit`: the four settings (the default rate is one of them). The return period
 * is the storefront's too (`v1/about`): its copy is reloaded.
 */
export function useEditFinancesConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FinancesConfigBody) =>
      api('admin').post<{ message: string; data: FinancesConfigReply }>(ADMIN_FINANCES.configEdit, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', ADMIN_FINANCES.config] }),
        queryClient.invalidateQueries({ queryKey: ['admin', ADMIN_FINANCES.commissions] }),
        queryClient.invalidateQueries({ queryKey: aboutKeys.all }),
      ]),
  });
}

/** A settlement or an adjustment moves a store's balance: its entries and the balances reload. */
function useLedgerWrite<B extends { marchand_id: number }>(path: string) {
  const queryClient = useQueryClient();
  const attempt = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: B) =>
      api('admin').post<EcritureWritten>(path, body, { idempotencyKey: attempt.keyFor(body) }),
    onSuccess: () => {
      attempt.done();
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', ADMIN_FINANCES.soldes] }),
        queryClient.invalidateQueries({
          predicate: (query) =>
            query.queryKey[0] === 'admin' &&
            typeof query.queryKey[1] === 'string' &&
            query.queryKey[1].startsWith(ADMIN_ECRITURES_PREFIX),
        }),
      ]);
    },
  });
}

/** `POST reglementAdd`: money received from a store that owed. */
export const useAddReglement = () => useLedgerWrite<ReglementAddBody>(ADMIN_FINANCES.reglementAdd);

/** `POST ajustementAdd`: a correction either way, with its reason. */
export const useAddAjustement = () => useLedgerWrite<AjustementAddBody>(ADMIN_FINANCES.ajustementAdd);

/** `GET revenus?dateDebut&dateFin`: the platform's commissions, coupons and net, by Algiers month. */
export function useRevenus(range: RevenusQuery) {
  return useQuery({
    queryKey: ['admin', ADMIN_FINANCES.revenus, range],
    queryFn: ({ signal }) =>
      api('admin').get<RevenusReply>(ADMIN_FINANCES.revenus, { params: { ...range }, signal }),
    placeholderData: keepPreviousData,
  });
}
