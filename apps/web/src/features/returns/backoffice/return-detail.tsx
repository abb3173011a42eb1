import { Anchor, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { RetourReply } from '@souk/domain/replies/returns';
import type { RetourActeur } from '@souk/domain/returns/state-machine';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor } from '@/app/route-names';
import { useBackofficeOrder } from '@/features/orders/api/get-backoffice-order';
import { type BackofficeReturnsKind, usePartnerRetour } from '@/features/returns/api/seller-returns';
import { ReturnMoves } from '@/features/returns/backoffice/return-moves';
import { ReturnStateBadge } from '@/features/returns/components/return-state-badge';
import { ReturnSummary } from '@/features/returns/components/return-summary';
import { typePaiementKey } from '@/lib/domain-labels';
import { formatDate } from '@/lib/formatters';
import { LoadError } from '@/ui/load-error';

interface ReturnDetailCardProps {
  kind: BackofficeReturnsKind;
  retour: RetourReply;
  acteurs: readonly RetourActeur[];
  /** Said above the moves (the administrator selling a platform order). */
  note?: string;
  onMoved?: () => void;
}

/** A return in a back-office: its order, state, reason, lines, refund and history, and its moves. */
export function ReturnDetailCard({ kind, retour, acteurs, note, onMoved }: ReturnDetailCardProps) {
  const { t } = useTranslation();
  const ref = retour.commande.ref;
  const orderPath =
    kind === 'admin'
      ? pathFor('commandeDetail', { reference: ref })
      : pathFor('commandeDetail-partenaire', { reference: ref });
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2}>
            <Anchor component={Link} to={orderPath} fw={600}>
              {t('returns.detail.order', { ref })}
            </Anchor>
            <Text size="xs" c="dimmed">
              {t('returns.detail.askedOn', { date: formatDate(retour.created_at, 'dateTime') })} ·{' '}
              {t(typePaiementKey(retour.commande.type_paiement))}
            </Text>
          </Stack>
          <ReturnStateBadge etat={retour.etat} />
        </Group>
        <ReturnSummary retour={retour} />
        {note && (
          <Text size="sm" c="dimmed">
            {note}
          </Text>
        )}
        <ReturnMoves kind={kind} retour={retour} acteurs={acteurs} onMoved={onMoved} />
      </Stack>
    </Card>
  );
}

/** `retours/{id}` of the store, with the seller's moves. */
export function PartnerReturnDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const retour = usePartnerRetour(id);
  if (retour.isError)
    return <LoadError message={t('boReturns.notFound')} onRetry={() => void retour.refetch()} />;
  if (!retour.data) {
    return <Skeleton h={360} radius="md" role="status" aria-label={t('common.loading')} />;
  }
  return <ReturnDetailCard kind="partner" retour={retour.data} acteurs={['vendeur']} />;
}

/**
 * A return in the back office: the administrator arbitrates disputes and records CIB refunds
 * (`admin`), and is the seller of the platform's own orders (`vendeur`) — which the order's detail
 * tells (no store), since the return reply does not.
 */
export function AdminReturnDetail({ retour, onMoved }: { retour: RetourReply; onMoved?: () => void }) {
  const { t } = useTranslation();
  const order = useBackofficeOrder('admin', retour.commande.ref);
  if (order.isError) return <LoadError onRetry={() => void order.refetch()} />;
  if (!order.data) return <Skeleton h={360} radius="md" role="status" aria-label={t('common.loading')} />;
  const platform = order.data.marchand === null;
  return (
    <ReturnDetailCard
      kind="admin"
      retour={retour}
      acteurs={platform ? ['admin', 'vendeur'] : ['admin']}
      note={platform ? t('boReturns.platformOrder') : undefined}
      onMoved={onMoved}
    />
  );
}
