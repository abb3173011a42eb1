export const pubsKeys = {
  all: ['pubs'] as const,
  home: () => [...pubsKeys.all, 'home'] as const,
};
