import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** One figure of a store (`countArticlesMarchand/{id}`, `countCommandesMarchand/{id}`, `countRevenuesMarchand/{id}`). */
export async function getShopCounter(path: string, signal?: AbortSignal): Promise<number> {
  const reply = await api('admin').get<{ data: number }>(path, { signal });
  return reply.data;
}

export function useShopCounter(path: string, enabled = true) {
  return useQuery({
    queryKey: ['admin', path],
    queryFn: ({ signal }) => getShopCounter(path, signal),
    enabled,
  });
}
