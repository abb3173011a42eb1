import { Badge } from '@mantine/core';
import { type Area, BADGE_TO_MANTINE, type Etat, etatBadgeColor } from '@souk/domain/order-states';
import { paidBadge } from '@souk/domain/payments';
import { etatLabel, paidStatusLabel } from '@/lib/domain-labels';

/**
 * The order's state, coloured per area: client (livree success, annulee danger, others primary) or
 * back-office (livree primary, annulee danger, others secondary).
 */
export function EtatBadge({ etat, area = 'client' }: { etat: Etat; area?: Area }) {
  return (
    <Badge
      color={BADGE_TO_MANTINE[etatBadgeColor(etat, area)]}
      variant="light"
      tt="none"
      style={{ minWidth: 'max-content' }}
      data-testid="etat-badge"
    >
      {etatLabel(etat)}
    </Badge>
  );
}

/** 'payé' (success) or 'non-payé' (secondary), by the shared paid rule. */
export function PaidBadge({ etat, typePaiement }: { etat: Etat; typePaiement: string }) {
  return (
    <Badge
      color={BADGE_TO_MANTINE[paidBadge(etat, typePaiement)]}
      variant="light"
      tt="none"
      style={{ minWidth: 'max-content' }}
      data-testid="paid-badge"
    >
      {paidStatusLabel(etat, typePaiement)}
    </Badge>
  );
}
