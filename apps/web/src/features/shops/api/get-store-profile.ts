import { queryOptions, useQuery } from '@tanstack/react-query';
import { storeProfileKeys } from '@/features/shops/api/store-profile-keys';
import type { StoreProfile } from '@/features/shops/store-profile-types';
import { api } from '@/lib/api-client';

/** `v1/marchand/profilShow`: the logged-in partner and its store. */
export async function getPartnerProfile(signal?: AbortSignal): Promise<StoreProfile> {
  const reply = await api('partner').get<{ data: StoreProfile }>('v1/marchand/profilShow', { signal });
  return reply.data;
}

export function partnerProfileQueryOptions() {
  return queryOptions({
    queryKey: storeProfileKeys.partnerProfile(),
    queryFn: ({ signal }) => getPartnerProfile(signal),
  });
}

export function usePartnerProfile() {
  return useQuery(partnerProfileQueryOptions());
}
