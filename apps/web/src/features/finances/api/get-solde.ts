import type { SoldeReply } from '@souk/domain/replies/finances';
import { useQuery } from '@tanstack/react-query';
import { PARTNER_FINANCES } from '@/features/finances/api/finances-paths';
import { api } from '@/lib/api-client';

/** `GET v1/marchand/solde`: the store's three balances, not wrapped. */
export function useSolde() {
  return useQuery({
    queryKey: ['partner', PARTNER_FINANCES.solde],
    queryFn: ({ signal }) => api('partner').get<SoldeReply>(PARTNER_FINANCES.solde, { signal }),
  });
}
