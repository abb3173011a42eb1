import { Badge } from '@mantine/core';
import { BADGE_TO_MANTINE, ETAT_LABELS, type Etat, etatBadgeColor } from '@souk/domain/order-states';
import { paidBadge, paidLabel } from '@souk/domain/payments';

/** The order's state, coloured for the client area (livree success, annulee danger, others primary). */
export function EtatBadge({ etat }: { etat: Etat }) {
  return (
    <Badge
      color={BADGE_TO_MANTINE[etatBadgeColor(etat, 'client')]}
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
