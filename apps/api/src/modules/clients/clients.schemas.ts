/** Replies of the administrator's client calls (docs/product/admin.md, Clients). Amounts are DZD. */

export const CLIENT_ADMIN_MESSAGES = {
  notFound: 'Client introuvable.',
  blocked: 'Le client a été bloqué avec success.',
  unblocked: 'Le client a été débloqué avec success.',
} as const;
