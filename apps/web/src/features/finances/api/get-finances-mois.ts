import type { FinancesMoisReply } from '@souk/domain/replies/finances-months';
import { useQuery } from '@tanstack/react-query';
import { PARTNER_FINANCES } from '@/features/finances/api/finances-paths';
import { api } from '@/lib/api-client';

/** `GET v1/marchand/financesMois`: the store's last 12 months of sales, commissions and due. */
export function useFinancesMois() {
  return useQuery({
    queryKey: ['partner', PARTNER_FINANCES.mois],
    queryFn: async ({ signal }) =>
      (await api('partner').get<FinancesMoisReply>(PARTNER_FINANCES.mois, { signal })).data,
  });
}
