import type { boLive as french } from '../live';

export const boLive: typeof french = {
  title: 'New order #{{ref}} — {{montant}}',
  from: '{{client}} · {{magasin}}',
  open: 'View the order',
  badge: '{{count}} new order(s) since you last opened the list',
};
