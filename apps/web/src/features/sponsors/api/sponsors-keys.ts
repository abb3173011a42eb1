export const sponsorsKeys = {
  all: ['sponsors'] as const,
  list: () => [...sponsorsKeys.all, 'list'] as const,
};
