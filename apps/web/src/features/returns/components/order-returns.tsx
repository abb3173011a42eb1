import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { OrderReply } from '@souk/domain/replies/orders';
import type { EtatRetour } from '@souk/domain/returns/states';
import { useTranslation } from 'react-i18next';
import { useOrderRetours } from '@/features/returns/api/client-returns';
import { ReturnStateBadge } from '@/features/returns/components/return-state-badge';
import { deliveredAt } from '@/features/returns/return-rules';
import { formatDate, formatDzd } from '@/lib/formatters';

/** Accepted, not refunded yet: the refund comes with the reception (`refundPending`). */
const REFUND_TO_COME: readonly EtatRetour[] = ['accepte', 'recu'];

/**
 * One order's returns in its detail (docs/product/orders-and-money.md, Returns and refunds): each
 * with its state, the lines sent back and the refund — its amount once made, "calculated at
 * reception" once accepted. Nothing for an order never delivered (it has
 * no return) or without any.
 */
export function OrderReturns({ order }: { order: Pick<OrderReply, 'id' | 'etats'> }) {
  const { t } = useTranslation();
  const delivered = deliveredAt(order) !== null;
  const retours = useOrderRetours(order.id, delivered);
  if (!delivered || retours.isError || retours.data?.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="order-returns-title">
      <Title order={3} fz="md" id="order-returns-title">
        {t('returns.detail.ofOrder')}
      </Title>
      {!retours.data ? (
        <Skeleton h={56} radius="md" />
      ) : (
        retours.data.map((retour) => (
          <Paper withBorder radius="md" p="xs" key={retour.id} data-testid="order-return">
            <Group gap="xs" justify="space-between" wrap="wrap">
              <Group gap="xs" wrap="wrap">
                <ReturnStateBadge etat={retour.etat} />
                <Text size="xs" c="dimmed">
                  {t('returns.detail.askedOn', { date: formatDate(retour.created_at, 'long') })}
                </Text>
              </Group>
              {(retour.montant_rembourse !== null || REFUND_TO_COME.includes(retour.etat)) && (
                <Text size="sm">
                  {t('returns.detail.refund')} :{' '}
                  {retour.montant_rembourse === null ? (
                    <Text span size="sm" c="dimmed">
                      {t('returns.detail.refundPending')}
                    </Text>
                  ) : (
                    <Text span size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                      {formatDzd(retour.montant_rembourse)}
                    </Text>
                  )}
                </Text>
              )}
            </Group>
            <Text size="xs" mt={4}>
              {retour.lignes.map((l) => `${l.designation} × ${l.quantite}`).join(' · ')}
            </Text>
          </Paper>
        ))
      )}
    </Stack>
  );
}
