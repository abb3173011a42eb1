import { Badge } from '@mantine/core';
import { articleValideBadge } from '@souk/domain/articles';
import { BADGE_TO_MANTINE } from '@souk/domain/order-states';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { asValide } from '@/features/article-management/article-permissions';
import type { StockLevel } from '@/features/article-management/stock-level';
import { articleValideKey } from '@/lib/domain-labels';

/** The article state: -1 'Nouveau', 1 'Active', 0 'Bloqué'. */
export function ArticleStatusBadge({ valide }: { valide: number }) {
  const { t } = useTranslation();
  const v = asValide(valide);
  const label = t(articleValideKey(v));
  return (
    <Badge
      color={BADGE_TO_MANTINE[articleValideBadge(v)]}
      variant="light"
      tt="none"
      data-testid="status-badge"
    >
      {label}
    </Badge>
  );
}

/** The low-stock flag: 'Rupture' (0 left), 'Stock faible' (a few left), 'Aucun stock' (no entry); nothing when enough. */
export function StockLevelBadge({ level }: { level: StockLevel }) {
  const { t } = useTranslation();
  if (level === 'ok') return null;
  const [color, label] =
    level === 'out'
      ? ['red', t('boArticles.stock.out')]
      : level === 'low'
        ? ['orange', t('boArticles.stock.low')]
        : ['gray', t('boArticles.stock.none')];
  return (
    <Badge
      color={color}
      variant={level === 'none' ? 'outline' : 'filled'}
      tt="none"
      leftSection={level === 'none' ? undefined : <IconAlertTriangle size={12} aria-hidden />}
      data-testid="stock-level"
    >
      {label}
    </Badge>
  );
}
