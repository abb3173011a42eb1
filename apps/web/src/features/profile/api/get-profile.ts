import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileKeys } from '@/features/profile/api/profile-keys';
import type { ClientProfile } from '@/features/profile/profile-types';
import { api } from '@/lib/api-client';

export async function getProfile(signal?: AbortSignal): Promise<ClientProfile> {
  const reply = await api('client').get<{ data: ClientProfile }>('v1/client/profilShow', { signal });
  return reply.data;
}

export function profileQueryOptions() {
  return queryOptions({ queryKey: profileKeys.show(), queryFn: ({ signal }) => getProfile(signal) });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}
