import { Badge } from '@mantine/core';
import type { EtatVersement } from '@souk/domain/finance/payouts';
import { useTranslation } from 'react-i18next';
import { etatVersementKey } from '@/lib/domain-labels';

const COLORS: Record<EtatVersement, string> = { demandee: 'yellow', payee: 'teal', refusee: 'red' };

/** A payout's state, in words and colour. */
export function PayoutStateBadge({ etat }: { etat: EtatVersement }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={COLORS[etat]} tt="none" miw="max-content">
      {t(etatVersementKey(etat))}
    </Badge>
  );
}
