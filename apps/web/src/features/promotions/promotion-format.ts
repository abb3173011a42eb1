import type { Promotion } from './promotion-types';

export type PromotionStatus = 'running' | 'upcoming' | 'ended' | 'blocked';

/** Where a promotion stands: blocked, or active and running / to come / over (by its dates). */
export function promotionStatus(
  p: Pick<Promotion, 'valide' | 'en_cours' | 'date_debut'>,
  today: string,
): PromotionStatus {
  if (!p.valide) return 'blocked';
  if (p.en_cours) return 'running';
  return p.date_debut > today ? 'upcoming' : 'ended';
}
