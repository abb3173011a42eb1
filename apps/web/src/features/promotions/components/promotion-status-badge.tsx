import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { algiersToday, promotionStatus } from '../promotion-format';
import type { Promotion } from '../promotion-types';

const COLORS = { running: 'teal', upcoming: 'blue', ended: 'gray', blocked: 'red' } as const;

/** Where a promotion stands today: 'En cours', 'À venir', 'Terminée' or 'Bloquée'. */
export function PromotionStatusBadge({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation();
  const status = promotionStatus(promotion, algiersToday());
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
