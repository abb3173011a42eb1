import { Badge } from '@mantine/core';
import { algiersDay } from '@souk/domain/algiers-time';
import { useTranslation } from 'react-i18next';
import { promotionStatus } from '../promotion-format';
import type { Promotion } from '../promotion-types';

const COLORS = { running: 'teal', upcoming: 'blue', ended: 'gray', blocked: 'red' } as const;

/** Where a promotion stands today: 'En cours', 'À venir', 'Terminée' or 'Bloquée'. */
export function PromotionStatusBadge({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation();
  const status = promotionStatus(promotion, algiersDay());
  const label = {
    running: t('boPromotions.status.running'),
    upcoming: t('boPromotions.status.upcoming'),
    ended: t('boPromotions.status.ended'),
    blocked: t('boPromotions.status.blocked'),
  }[status];
  return (
    <Badge color={COLORS[status]} variant="light" size="sm">
      {label}
    </Badge>
  );
}
