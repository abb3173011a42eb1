import { Badge } from '@mantine/core';
import { ALGIERS_TIME_ZONE } from '@souk/domain/algiers-time';
import { type Area, BADGE_TO_MANTINE, type Etat, etatBadgeColor } from '@souk/domain/order-states';
import { paidBadge } from '@souk/domain/payments';
import type { OrderReply } from '@souk/domain/replies/orders';
import { useTranslation } from 'react-i18next';
import { etatLabel, paidStatusLabel } from '@/lib/domain-labels';
import { formatDate, formatDzd } from '@/lib/formatters';

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

/**
 * A cancelled order's card payment given back by the provider (docs/product/orders-and-money.md,
 * Cancellation refunds): 'Remboursement en cours' until the provider made it, then when and how much.
 * Nothing when the order has no refund.
 */
export function RefundBadge({ remboursement }: { remboursement: OrderReply['remboursement'] }) {
  const { t } = useTranslation();
  if (!remboursement) return null;
  const done = remboursement.etat === 'rembourse' && remboursement.rembourse_at !== null;
  return (
    <Badge
      color={done ? 'teal' : 'yellow'}
      variant="light"
      tt="none"
      style={{ minWidth: 'max-content' }}
      data-testid="refund-badge"
    >
      {done
        ? t('orders.refund.done', {
            date: formatDate(remboursement.rembourse_at ?? '', 'numeric', undefined, ALGIERS_TIME_ZONE),
            montant: formatDzd(remboursement.montant),
          })
        : t('orders.refund.pending')}
    </Badge>
  );
}
