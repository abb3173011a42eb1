import type { Promotion } from './promotion-types';

/** YYYY-MM-DD → DD/MM/YYYY (how dates read in French); anything else is shown as it is. */
export function frenchDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : day;
}

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
