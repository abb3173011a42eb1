import { useQuery } from '@tanstack/react-query';
import { UNREAD_CONTACTS_PATH, unreadContactsKey } from '@/features/contact/admin/api/contacts-admin-paths';
import { api } from '@/lib/api-client';

/** GET v1/user/countContactsNonLus → `{ data: n }`: messages not read yet (`vu` false). */
export async function countUnreadContacts(signal?: AbortSignal): Promise<number> {
  const reply = await api('admin').get<{ data: number }>(UNREAD_CONTACTS_PATH, { signal });
  return reply.data;
}

/** The sidebar badge; refreshed every minute so new messages show up without a reload. */
export function useUnreadContactsCount(enabled = true) {
  return useQuery({
    queryKey: unreadContactsKey(),
    queryFn: ({ signal }) => countUnreadContacts(signal),
    refetchInterval: 60_000,
    enabled,
  });
}
