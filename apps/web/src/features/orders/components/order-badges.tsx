import { Badge } from '@mantine/core';
import {
  type Area,
  BADGE_TO_MANTINE,
  ETAT_LABELS,
  type Etat,
  etatBadgeColor,
} from '@souk/domain/order-states';
import { paidBadge, paidLabel } from '@souk/domain/payments';

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
      {ETAT_LABELS[etat]}
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
      {paidLabel(etat, typePaiement)}
    </Badge>
  );
}
