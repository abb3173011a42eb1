import type { ContactInput } from '@souk/domain/public-forms';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST v1/contactAdd: 201 { message } or 422 { message, errors }. */
export function sendContact(payload: ContactInput): Promise<{ message: string }> {
  return api(null).post<{ message: string }>('v1/contactAdd', payload);
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
