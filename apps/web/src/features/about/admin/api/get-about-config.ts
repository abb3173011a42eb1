import { useQuery } from '@tanstack/react-query';
import type { AboutAdmin } from '@/features/about/about-types';
import { ABOUT_SHOW_PATH } from '@/features/about/admin/api/about-admin-keys';
import { api } from '@/lib/api-client';

/** The site configuration as the admin edits it (no founders: they have their own screen). */
export type AboutConfig = AboutAdmin;

/** GET `aboutShow`. */
export async function getAboutConfig(signal?: AbortSignal): Promise<AboutConfig> {
  const reply = await api('admin').get<{ data: AboutConfig }>(ABOUT_SHOW_PATH, { signal });
  return reply.data;
}

export function useAboutConfig() {
  return useQuery({ queryKey: ['admin', ABOUT_SHOW_PATH], queryFn: ({ signal }) => getAboutConfig(signal) });
}
