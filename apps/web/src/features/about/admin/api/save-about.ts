import type { aboutBody } from '@souk/domain/content-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ABOUT_SHOW_PATH, invalidateAbout } from '@/features/about/admin/api/about-admin-keys';
import type { AboutConfig } from '@/features/about/admin/api/get-about-config';
import { api } from '@/lib/api-client';

/** `aboutAdd`: every configuration field; url_logo only when a new logo was chosen. */
export type AboutPayload = z.input<typeof aboutBody>;

export function saveAbout(payload: AboutPayload) {
  return api('admin').post<{ message: string; data: AboutConfig }>('v1/user/aboutAdd', payload);
}

export function useSaveAbout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAbout,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(['admin', ABOUT_SHOW_PATH], data);
      return invalidateAbout(queryClient);
    },
  });
}
