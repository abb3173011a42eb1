import type { boLive as french } from '../live';

export const boLive: typeof french = {
  title: 'طلب جديد #{{ref}} — {{montant}}',
  from: '{{client}} · {{magasin}}',
  open: 'عرض الطلب',
  badge: '{{count}} طلب(ات) جديدة منذ آخر زيارة للقائمة',
};
