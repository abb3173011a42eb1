import type { retourData, retourWritten } from '@souk/domain/replies/returns';
import type {
  RetourArbitrerBody,
  RetourRecuBody,
  RetourRefuserBody,
  RetourRembourseBody,
} from '@souk/domain/returns/retour-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ADMIN_RETOURS, isReturnQueryOf, PARTNER_RETOURS } from '@/features/returns/api/returns-paths';
import { api } from '@/lib/api-client';

type RetourData = z.infer<typeof retourData>;
type RetourWritten = z.infer<typeof retourWritten>;

export type BackofficeReturnsKind = 'partner' | 'admin';

/** `GET v1/marchand/retours/{id}`: one return of the store. */
export function usePartnerRetour(id: number) {
  return useQuery({
    queryKey: ['partner', PARTNER_RETOURS.detail(id)],
    queryFn: async ({ signal }) =>
      (await api('partner').get<RetourData>(PARTNER_RETOURS.detail(id), { signal })).data,
  });
}

/** A move of a return by its seller or the administrator, with what the call carries. */
export type SellerMove =
  | { action: 'accepter'; id: number }
  | ({ action: 'refuser'; id: number } & RetourRefuserBody)
  | ({ action: 'recu'; id: number } & RetourRecuBody)
  | ({ action: 'rembourse'; id: number } & RetourRembourseBody)
  | ({ action: 'arbitrer'; id: number } & RetourArbitrerBody);

/** The call of a move: its path in the audience's prefix and its body. */
export function moveRequest(kind: BackofficeReturnsKind, move: SellerMove): { path: string; body: object } {
  const { action, id, ...body } = move;
  if (action === 'arbitrer') {
    if (kind !== 'admin') throw new Error('only the administrator arbitrates a dispute');
    return { path: ADMIN_RETOURS.arbitrer(id), body };
  }
  const paths = kind === 'admin' ? ADMIN_RETOURS : PARTNER_RETOURS;
  return { path: paths[action](id), body };
}

/**
 * `POST retourAccepter|retourRefuser|retourRecu|retourRembourse/{id}` (and the administrator's
 * `retourArbitrer/{id}`): every return query of the audience reloads (lists and details).
 */
export function useSellerRetourMove(kind: BackofficeReturnsKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: SellerMove) => {
      const { path, body } = moveRequest(kind, move);
      return api(kind).post<RetourWritten>(path, body);
    },
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (query) => isReturnQueryOf(kind, query.queryKey) }),
  });
}
