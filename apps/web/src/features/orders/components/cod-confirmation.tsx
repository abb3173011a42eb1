import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Radio,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  type ClientDeliveryRecord,
  canRecordCall,
  canRecordDeliveryFailure,
  isCashOnDelivery,
  isRiskyClient,
  MOTIFS_ECHEC,
  type MotifEchec,
  NOTE_MAX,
  RESULTATS_APPEL,
  type ResultatAppel,
} from '@souk/domain/cod-confirmation';
import { actsAsSeller } from '@souk/domain/order-states';
import { IconAlertTriangle, IconPhoneCheck, IconTruckOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '@/features/backoffice/feedback';
import { useRecordDeliveryFailure } from '@/features/orders/api/record-delivery-failure';
import { useRecordOrderCall } from '@/features/orders/api/record-order-call';
import type {
  BackofficeKind,
  BackofficeOrder,
  BackofficeOrderDetail,
} from '@/features/orders/backoffice-order-types';
import { orderDate } from '@/features/orders/order-format';
import { motifEchecKey, resultatAppelKey } from '@/lib/domain-labels';
import { refusalMessage } from '@/lib/form-errors';

/**
 * Cash-on-delivery confirmation in the back-offices (decision 0015): the phone-confirmation badge
 * and card, the failed-delivery action, the client's platform-wide delivery record. The rules
 * (which orders, which states) are the domain's; the API checks them again.
 */

type ConfirmationFields = Pick<BackofficeOrder, 'type_paiement' | 'confirmee_at' | 'nbr_appels'>;

/**
 * 'Confirmée par téléphone', or the number of attempts. `compact` (lists): nothing for an order
 * nobody called yet; otherwise 'Non confirmée' is shown too.
 */
export function ConfirmationBadge({
  order,
  compact = false,
}: {
  order: ConfirmationFields;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  if (!isCashOnDelivery(order.type_paiement)) return null;
  const attempts = order.nbr_appels ?? 0;
  if (order.confirmee_at) {
    return (
      <Group gap={4} wrap="nowrap">
        <Badge color="teal" variant="light" leftSection={<IconPhoneCheck size={12} aria-hidden />}>
          {t('boCod.confirmation.confirmed')}
        </Badge>
        {!compact && (
          <Badge color="gray" variant="outline">
            {t('boCod.confirmation.attempts', { count: attempts })}
          </Badge>
        )}
      </Group>
    );
  }
  if (compact && attempts === 0) return null;
  return (
    <Group gap={4} wrap="nowrap">
      {!compact && (
        <Badge color="yellow" variant="light">
          {t('boCod.confirmation.notConfirmed')}
        </Badge>
      )}
      <Badge color="gray" variant="outline">
        {t('boCod.confirmation.attempts', { count: attempts })}
      </Badge>
    </Group>
  );
}

/** The list rows' warning: the client's failed deliveries across the platform. */
export function ClientFailuresBadge({ count }: { count: number | undefined }) {
  const { t } = useTranslation();
  if (!count) return null;
  return (
    <Tooltip label={t('boCod.record.badgeLabel', { count })}>
      <Badge
        color="red"
        variant="light"
        size="sm"
        leftSection={<IconAlertTriangle size={12} aria-hidden />}
        aria-label={t('boCod.record.badgeLabel', { count })}
      >
        {t('boCod.record.badge', { count })}
      </Badge>
    </Tooltip>
  );
}

/** The calls of a COD order and, while it waits for validation, the form to record one more. */
export function PhoneConfirmationCard({
  kind,
  order,
}: {
  kind: BackofficeKind;
  order: BackofficeOrderDetail;
}) {
  const { t } = useTranslation();
  const calls = order.appels ?? [];
  const open =
    canRecordCall(order.etat, order.type_paiement) &&
    actsAsSeller(kind, order.marchand?.id ?? null) &&
    !!order.client;
  if (!isCashOnDelivery(order.type_paiement) || (!open && calls.length === 0)) return null;
  const none = t('boOrders.none');
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="order-call-title">
      <Title order={2} fz="h5" mb="sm" id="order-call-title">
        {t('boCod.confirmation.title')}
      </Title>
      {calls.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('boCod.confirmation.none')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table
            verticalSpacing="xs"
            aria-label={t('boCod.confirmation.listLabel')}
            data-testid="order-calls"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('common.date')}</Table.Th>
                <Table.Th>{t('boCod.confirmation.columns.result')}</Table.Th>
                <Table.Th>{t('common.note')}</Table.Th>
                <Table.Th>{t('boCod.confirmation.columns.who')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {calls.map((c) => (
                <Table.Tr key={c.id} data-testid="order-call">
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{orderDate(c.created_at, none)}</Table.Td>
                  <Table.Td>
                    <Badge
                      variant="light"
                      color={
                        c.resultat === 'confirmee' ? 'teal' : c.resultat === 'refusee' ? 'red' : 'yellow'
                      }
                    >
                      {t(resultatAppelKey(c.resultat))}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{c.note ?? none}</Table.Td>
                  <Table.Td>{c.auteur.nom || none}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {open && <CallForm kind={kind} orderId={order.id} />}
    </Card>
  );
}

function CallForm({ kind, orderId }: { kind: BackofficeKind; orderId: number }) {
  const { t } = useTranslation();
  const record = useRecordOrderCall(kind);
  const [resultat, setResultat] = useState<ResultatAppel | null>(null);
  const [note, setNote] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!resultat) return;
        record.mutate(
          { id: orderId, resultat, note: note.trim() || undefined },
          {
            onSuccess: () => {
              toastSuccess(t('boCod.confirmation.success'));
              setResultat(null);
              setNote('');
            },
            onError: (error) => toastError(refusalMessage(error, t('common.tryLater'))),
          },
        );
      }}
    >
      <Stack gap="sm" mt="md">
        <Text size="xs" c="dimmed">
          {t('boCod.confirmation.hint')}
        </Text>
        <Radio.Group
          label={t('boCod.confirmation.resultLabel')}
          value={resultat ?? ''}
          onChange={(value) => setResultat(value as ResultatAppel)}
          required
        >
          <Group gap="md" mt={4}>
            {RESULTATS_APPEL.map((r) => (
              <Radio key={r} value={r} label={t(resultatAppelKey(r))} />
            ))}
          </Group>
        </Radio.Group>
        {resultat === 'refusee' && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={16} aria-hidden />}>
            {t('boCod.confirmation.refusalWarning')}
          </Alert>
        )}
        <Textarea
          label={t('common.note')}
          placeholder={t('boCod.confirmation.notePlaceholder')}
          value={note}
          maxLength={NOTE_MAX}
          rows={2}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <Group>
          <Button type="submit" disabled={!resultat} loading={record.isPending}>
            {t('boCod.confirmation.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** 'Échec de livraison' next to the state action, for a COD order waiting for or in delivery. */
export function DeliveryFailureButton({
  kind,
  order,
}: {
  kind: BackofficeKind;
  order: BackofficeOrderDetail;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  if (
    !canRecordDeliveryFailure(order.etat, order.type_paiement) ||
    !actsAsSeller(kind, order.marchand?.id ?? null) ||
    !order.client
  ) {
    return null;
  }
  return (
    <>
      <Button
        color="red"
        variant="light"
        leftSection={<IconTruckOff size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t('boCod.failure.action')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('boCod.failure.title', { ref: order.ref })}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {opened && <DeliveryFailureForm kind={kind} orderId={order.id} onDone={() => setOpened(false)} />}
      </Modal>
    </>
  );
}

function DeliveryFailureForm({
  kind,
  orderId,
  onDone,
}: {
  kind: BackofficeKind;
  orderId: number;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const record = useRecordDeliveryFailure(kind);
  const [motif, setMotif] = useState<MotifEchec | null>(null);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!motif) return;
        if (motif === 'autre' && !note.trim()) {
          setNoteError(t('boCod.failure.noteRequired'));
          return;
        }
        record.mutate(
          { id: orderId, motif, note: note.trim() || undefined },
          {
            onSuccess: () => {
              toastSuccess(t('boCod.failure.success'));
              onDone();
            },
            onError: (error) => toastError(refusalMessage(error, t('common.tryLater'))),
          },
        );
      }}
    >
      <Stack gap="sm">
        <Radio.Group
          label={t('boCod.failure.motifLabel')}
          value={motif ?? ''}
          onChange={(value) => setMotif(value as MotifEchec)}
          required
        >
          <Stack gap={6} mt={4}>
            {MOTIFS_ECHEC.map((m) => (
              <Radio key={m} value={m} label={t(motifEchecKey(m))} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label={t('common.note')}
          value={note}
          maxLength={NOTE_MAX}
          rows={3}
          withAsterisk={motif === 'autre'}
          error={noteError}
          onChange={(event) => {
            setNote(event.currentTarget.value);
            setNoteError(null);
          }}
        />
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={16} aria-hidden />}>
          {t('boCod.failure.warning')}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" color="red" disabled={!motif} loading={record.isPending}>
            {t('boCod.failure.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The recorded failure of a cancelled order: its reason and note. */
export function DeliveryFailureNotice({ order }: { order: BackofficeOrderDetail }) {
  const { t } = useTranslation();
  const failure = order.echec_livraison;
  if (!failure) return null;
  return (
    <Alert color="red" variant="light" icon={<IconTruckOff size={16} aria-hidden />} mt="md">
      <Text size="sm" fw={600}>
        {t('boCod.failure.recorded', { motif: t(motifEchecKey(failure.motif)) })}
      </Text>
      {failure.note && <Text size="sm">{failure.note}</Text>}
      <Text size="xs" c="dimmed">
        {orderDate(failure.created_at, t('boOrders.none'))}
      </Text>
    </Alert>
  );
}

/** The client's delivery record across every store: counts and dates, nothing else of other stores. */
export function ClientRecordCard({ record }: { record: ClientDeliveryRecord | undefined }) {
  const { t } = useTranslation();
  if (!record) return null;
  const risky = isRiskyClient(record);
  const none = t('boOrders.none');
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="order-record-title">
      <Title order={2} fz="h5" mb="sm" id="order-record-title">
        {t('boCod.record.title')}
      </Title>
      <Stack gap={6}>
        <Text size="sm" fw={600} c={risky ? 'red' : undefined} data-testid="client-record">
          {t('boCod.record.summary', {
            livrees: record.livrees,
            refusees: record.refusees,
            injoignables: record.injoignables,
          })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('boCod.record.orders', { count: record.commandes })}
        </Text>
        {record.derniers_refus.length > 0 ? (
          <Text size="sm">
            {t('boCod.record.lastRefusals', {
              dates: record.derniers_refus.map((d) => orderDate(d, none)).join(', '),
            })}
          </Text>
        ) : (
          !risky && (
            <Text size="sm" c="dimmed">
              {t('boCod.record.clean')}
            </Text>
          )
        )}
        <Text size="xs" c="dimmed">
          {t('boCod.record.privacy')}
        </Text>
      </Stack>
    </Card>
  );
}
