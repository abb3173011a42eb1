export const aboutKeys = {
  all: ['about'] as const,
  detail: () => [...aboutKeys.all, 'detail'] as const,
  summary: () => [...aboutKeys.all, 'summary'] as const,
};
