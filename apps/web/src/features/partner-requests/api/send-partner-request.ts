import type { PartnerRequestInput } from '@souk/domain/public-forms';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST v1/demandeCompte: 201 { message: 'Demande envoyée avec success' } or 422 { message, errors }. */
export function sendPartnerRequest(payload: PartnerRequestInput): Promise<{ message: string }> {
  return api(null).post<{ message: string }>('v1/demandeCompte', payload);
}

export function useSendPartnerRequest() {
  return useMutation({ mutationFn: sendPartnerRequest });
}
