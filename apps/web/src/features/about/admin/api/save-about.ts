import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ABOUT_SHOW_PATH, invalidateAbout } from '@/features/about/admin/api/about-admin-keys';
import type { AboutConfig } from '@/features/about/admin/api/get-about-config';
import { api } from '@/lib/api-client';

/** `aboutAdd`: every configuration field; url_logo only when a new logo was chosen. */
export interface AboutPayload {
  email: string;
  telephone: string;
  adresse: string;
  latitude: number | null;
  longitude: number | null;
  facebook: string;
  instagram: string;
  linkedin: string;
  twitter: string;
  description: string;
  condition: string;
  politique: string;
  url_logo?: string;
}

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
