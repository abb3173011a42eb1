import type { Paginated } from '@souk/domain/pagination';
import type { RetourReply, retourWritten } from '@souk/domain/replies/returns';
import type { RetourAddBody, RetourLitigeBody } from '@souk/domain/returns/retour-schemas';
import type { EtatRetour } from '@souk/domain/returns/states';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { CLIENT_RETOURS, isReturnQueryOf } from '@/features/returns/api/returns-paths';
import { api } from '@/lib/api-client';

type RetourWritten = z.infer<typeof retourWritten>;

/** `GET v1/client/retours`: one page of the client's returns, newest first, of one state or all. */
export function useClientRetours(page: number, etat: EtatRetour | '') {
  return useQuery({
    queryKey: ['client', CLIENT_RETOURS.list, { page, etat }],
    queryFn: ({ signal }) =>
      api('client').get<Paginated<RetourReply>>(CLIENT_RETOURS.list, {
        params: { page, etat: etat || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** At most this many pages are read of one order's returns (an order has far fewer). */
const MAX_PAGES = 5;

/**
 * Every return of one order (`retours?commande_id=`, page after page): the order's detail shows them,
 * the request form subtracts them from what was bought.
 */
export function useOrderRetours(commandeId: number, enabled = true) {
  return useQuery({
    queryKey: ['client', CLIENT_RETOURS.list, { commande_id: commandeId }],
    enabled,
    queryFn: async ({ signal }) => {
      const all: RetourReply[] = [];
      for (let page = 1; page <= MAX_PAGES; page++) {
        const reply = await api('client').get<Paginated<RetourReply>>(CLIENT_RETOURS.list, {
          params: { page, commande_id: commandeId },
          signal,
        });
        all.push(...reply.data);
        if (page >= (reply.meta?.last_page ?? 1)) break;
      }
      return all;
    },
  });
}

function useReloadReturns() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({ predicate: (query) => isReturnQueryOf('client', query.queryKey) });
}

/** `POST v1/client/retourAdd`: the request (201 the return; 422 outside the window, wrong lines or quantities). */
export function useAddRetour() {
  const reload = useReloadReturns();
  return useMutation({
    mutationFn: (body: RetourAddBody) => api('client').post<RetourWritten>(CLIENT_RETOURS.add, body),
    onSuccess: () => reload(),
  });
}

export type ClientMove =
  | { action: 'annuler'; id: number }
  | ({ action: 'litige'; id: number } & RetourLitigeBody);

/** `POST retourAnnuler/{id}` (withdraw a request) or `retourLitige/{id}` (dispute a refusal, with why). */
export function useClientRetourMove() {
  const reload = useReloadReturns();
  return useMutation({
    mutationFn: (move: ClientMove) =>
      move.action === 'annuler'
        ? api('client').post<RetourWritten>(CLIENT_RETOURS.annuler(move.id), {})
        : api('client').post<RetourWritten>(CLIENT_RETOURS.litige(move.id), {
            commentaire: move.commentaire,
          }),
    onSuccess: () => reload(),
  });
}
