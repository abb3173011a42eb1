import type { SessionKind } from '@/lib/sessions';

/**
 * The return calls' paths (docs/product/orders-and-money.md, Returns and refunds). Queries are keyed
 * `[kind, path, params]` like every back-office query, so a move reloads every return query of its
 * audience (`isReturnQueryOf`).
 */
export const CLIENT_RETOURS = {
  list: 'v1/client/retours',
  add: 'v1/client/retourAdd',
  annuler: (id: number) => `v1/client/retourAnnuler/${id}`,
  litige: (id: number) => `v1/client/retourLitige/${id}`,
} as const;

export const PARTNER_RETOURS = {
  list: 'v1/marchand/retours',
  detail: (id: number) => `v1/marchand/retours/${id}`,
  accepter: (id: number) => `v1/marchand/retourAccepter/${id}`,
  refuser: (id: number) => `v1/marchand/retourRefuser/${id}`,
  recu: (id: number) => `v1/marchand/retourRecu/${id}`,
  rembourse: (id: number) => `v1/marchand/retourRembourse/${id}`,
} as const;

export const ADMIN_RETOURS = {
  list: 'v1/user/retours',
  arbitrer: (id: number) => `v1/user/retourArbitrer/${id}`,
  accepter: (id: number) => `v1/user/retourAccepter/${id}`,
  refuser: (id: number) => `v1/user/retourRefuser/${id}`,
  recu: (id: number) => `v1/user/retourRecu/${id}`,
  rembourse: (id: number) => `v1/user/retourRembourse/${id}`,
} as const;

const LISTS: Record<SessionKind, string> = {
  client: CLIENT_RETOURS.list,
  partner: PARTNER_RETOURS.list,
  admin: ADMIN_RETOURS.list,
};

/** Every cached return query of `kind` (its lists and details): what a move or a live event makes stale. */
export function isReturnQueryOf(kind: SessionKind, queryKey: readonly unknown[]): boolean {
  return queryKey[0] === kind && typeof queryKey[1] === 'string' && queryKey[1].startsWith(LISTS[kind]);
}
