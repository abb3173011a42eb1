import { Button, Card, Center, Group, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { RetourReply } from '@souk/domain/replies/returns';
import { retourLitigeBody } from '@souk/domain/returns/retour-schemas';
import type { EtatRetour } from '@souk/domain/returns/states';
import { disputeDeadline } from '@souk/domain/returns/window';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientRetourMove, useClientRetours } from '@/features/returns/api/client-returns';
import { ReturnStateBadge } from '@/features/returns/components/return-state-badge';
import { ReturnStateFilter } from '@/features/returns/components/return-state-filter';
import { ReturnSummary } from '@/features/returns/components/return-summary';
import { lastDayOf, offeredMoves, refusedAt } from '@/features/returns/return-rules';
import { errorMessage, splitServerErrors } from '@/lib/form-errors';
import { formatDate } from '@/lib/formatters';
import { zodValidate } from '@/lib/zod-form';
import { confirmAction } from '@/ui/confirm-action';
import { EmptyState } from '@/ui/empty-state';
import { FormError } from '@/ui/form-error';
import { LoadError } from '@/ui/load-error';
import { NamedPagination } from '@/ui/named-pagination';
import { SkeletonList } from '@/ui/skeleton-list';

/**
 * The Profile's "Retours" tab (docs/product/orders-and-money.md, Returns and refunds): the client's
 * returns, newest first, of one state or all, each with its lines, refund and history; a pending
 * request may be withdrawn, a refusal disputed within its window (the moves of `movesFor`).
 */
export function ClientReturnsPanel() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [etat, setEtat] = useState<EtatRetour | ''>('');
  const [disputing, setDisputing] = useState<RetourReply | null>(null);
  const retours = useClientRetours(page, etat);

  const body = () => {
    if (retours.isPending) {
      return (
        <Stack gap="xs" role="status" aria-busy="true" aria-label={t('common.loading')}>
          <SkeletonList count={3} h={96} />
        </Stack>
      );
    }
    if (retours.isError) {
      return <LoadError message={t('returns.list.loadError')} onRetry={() => retours.refetch()} />;
    }
    if (retours.data.data.length === 0) {
      return etat ? (
        <EmptyState title={t('returns.list.noMatch')} />
      ) : (
        <EmptyState title={t('returns.list.empty')} text={t('returns.list.emptyText')} />
      );
    }
    const lastPage = retours.data.meta?.last_page ?? 1;
    return (
      <Stack gap="md">
        {retours.data.data.map((retour) => (
          <ClientReturnCard key={retour.id} retour={retour} onDispute={setDisputing} />
        ))}
        {lastPage > 1 && (
          <Center>
            <NamedPagination
              total={lastPage}
              value={page}
              onChange={setPage}
              size="sm"
              aria-label={t('returns.list.pagination')}
            />
          </Center>
        )}
      </Stack>
    );
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={2} fz="h4">
          {t('returns.list.title')}
        </Title>
        <ReturnStateFilter
          value={etat}
          onChange={(value) => {
            setEtat(value);
            setPage(1);
          }}
        />
      </Group>
      {body()}
      <Modal
        opened={disputing !== null}
        onClose={() => setDisputing(null)}
        title={t('returns.list.dispute')}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {disputing && <DisputeForm retour={disputing} onClose={() => setDisputing(null)} />}
      </Modal>
    </Stack>
  );
}

function ClientReturnCard({
  retour,
  onDispute,
}: {
  retour: RetourReply;
  onDispute: (retour: RetourReply) => void;
}) {
  const { t } = useTranslation();
  const move = useClientRetourMove();
  const moves = offeredMoves(retour, ['client']);
  const ref = retour.commande.ref;
  const refused = refusedAt(retour);

  const withdraw = () =>
    confirmAction(t, {
      title: t('returns.list.withdrawTitle'),
      text: t('returns.list.withdrawText'),
      confirm: t('returns.list.withdraw'),
      onConfirm: () =>
        move.mutate(
          { action: 'annuler', id: retour.id },
          {
            onSuccess: () =>
              notifications.show({ color: 'green', message: t('returns.list.withdrawn'), autoClose: 2500 }),
            onError: (error) =>
              notifications.show({ color: 'red', message: errorMessage(error), autoClose: 4000 }),
          },
        ),
    });

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={t('returns.detail.order', { ref })}
    >
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs" mb="xs">
        <Stack gap={2}>
          <Text fw={600}>{t('returns.detail.order', { ref })}</Text>
          <Text size="xs" c="dimmed">
            {t('returns.detail.askedOn', { date: formatDate(retour.created_at, 'dateTime') })}
          </Text>
        </Stack>
        <ReturnStateBadge etat={retour.etat} />
      </Group>
      <ReturnSummary retour={retour} />
      {moves.length > 0 && (
        <Group gap="sm" mt="md" wrap="wrap">
          {moves.includes('annule') && (
            <Button
              size="xs"
              color="red"
              variant="light"
              onClick={withdraw}
              loading={move.isPending}
              aria-label={t('returns.list.withdrawOf', { ref })}
            >
              {t('returns.list.withdraw')}
            </Button>
          )}
          {moves.includes('litige') && (
            <>
              <Button
                size="xs"
                color="orange"
                onClick={() => onDispute(retour)}
                aria-label={t('returns.list.disputeOf', { ref })}
              >
                {t('returns.list.dispute')}
              </Button>
              {refused && (
                <Text size="xs" c="dimmed">
                  {t('returns.list.disputeUntil', { date: lastDayOf(disputeDeadline(refused)) })}
                </Text>
              )}
            </>
          )}
        </Group>
      )}
    </Card>
  );
}

function DisputeForm({ retour, onClose }: { retour: RetourReply; onClose: () => void }) {
  const { t } = useTranslation();
  const move = useClientRetourMove();
  const [formError, setFormError] = useState<string | null>(null);
  const label = t('returns.list.commentaire');
  const form = useForm<{ commentaire: string }>({
    mode: 'controlled',
    initialValues: { commentaire: '' },
    validate: zodValidate<{ commentaire: string }>(retourLitigeBody, () => ({ commentaire: label })),
  });
  const submit = form.onSubmit((values) => {
    setFormError(null);
    move.mutate(
      { action: 'litige', id: retour.id, ...retourLitigeBody.parse(values) },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('returns.list.disputed'), autoClose: 2500 });
          onClose();
        },
        onError: (error) => {
          const { fields, form: message } = splitServerErrors(error, ['commentaire'], { commentaire: label });
          form.setErrors(fields);
          setFormError(message);
        },
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('returns.list.disputeText')}</Text>
        <FormError message={formError} />
        <Textarea
          label={label}
          withAsterisk
          maxLength={2000}
          rows={4}
          data-autofocus
          {...form.getInputProps('commentaire')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={move.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" color="orange" loading={move.isPending}>
            {t('returns.list.disputeSubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
