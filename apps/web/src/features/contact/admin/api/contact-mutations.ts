import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONTACTS_PATH, unreadContactsKey } from '@/features/contact/admin/api/contacts-admin-paths';
import type { ContactMessage } from '@/features/contact/admin/contact-admin-types';
import { api } from '@/lib/api-client';

/** GET v1/user/contactShow/{id}: the message; opening it marks it read on the server. */
export async function showContact(id: number): Promise<ContactMessage> {
  const reply = await api('admin').get<{ data: ContactMessage }>(`v1/user/contactShow/${id}`);
  return reply.data;
}

/** DELETE v1/user/contactDelete/{id}. */
export function deleteContact(id: number): Promise<{ message: string }> {
  return api('admin').delete<{ message: string }>(`v1/user/contactDelete/${id}`);
}

/** The list (bold rows) and the sidebar badge both follow every read and delete. */
function useReloadContacts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['admin', CONTACTS_PATH] }),
      queryClient.invalidateQueries({ queryKey: unreadContactsKey() }),
    ]);
}

/** Opens a message (a write: it marks it read), then reloads the list and the badge. */
export function useOpenContact() {
  const reload = useReloadContacts();
  return useMutation({ mutationFn: showContact, onSuccess: reload });
}

export function useDeleteContact() {
  const reload = useReloadContacts();
  return useMutation({ mutationFn: deleteContact, onSuccess: reload });
}
