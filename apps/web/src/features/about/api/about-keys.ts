export const aboutKeys = {
  all: ['about'] as const,
  detail: () => [...aboutKeys.all, 'detail'] as const,
};
