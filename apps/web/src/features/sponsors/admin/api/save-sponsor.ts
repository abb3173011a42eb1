import type { sponsorEditBody } from '@souk/domain/content-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { invalidateSponsors } from '@/features/sponsors/admin/api/admin-sponsors-keys';
import type { Sponsor } from '@/features/sponsors/sponsor-types';
import { api } from '@/lib/api-client';

/** `sponsorAdd` / `sponsorEdit/{id}`: nom, url, and url_logo only when a new logo was chosen. */
/** `sponsorAdd` / `sponsorEdit/{id}`: nom, url, and url_logo only when a new logo was chosen. */
export type SponsorPayload = z.input<typeof sponsorEditBody>;

export function saveSponsor(id: number | null, payload: SponsorPayload) {
  return api('admin').post<{ message: string; data: Sponsor }>(
    id === null ? 'v1/user/sponsorAdd' : `v1/user/sponsorEdit/${id}`,
    payload,
  );
}

export function useSaveSponsor(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: SponsorPayload) => saveSponsor(id, payload),
    onSuccess: () => invalidateSponsors(queryClient),
  });
}
