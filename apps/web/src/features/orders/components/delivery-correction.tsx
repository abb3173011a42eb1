import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle, IconArrowBackUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '@/features/backoffice/feedback';
import { useCorrectDelivery } from '@/features/orders/api/correct-delivery';
import type { BackofficeKind, BackofficeOrderDetail } from '@/features/orders/backoffice-order-types';
import { refusalMessage } from '@/lib/form-errors';

const MOTIF_MAX = 500;

/**
 * The administrator's "Corriger la livraison" on a delivered order (any store's): a delivery
 * confirmed by mistake goes back to `en_cours_de_livraison`, with a reason kept in the history and
 * the audit log (decision 0032). Partners do not get it.
 */
export function DeliveryCorrectionButton({
  kind,
  order,
}: {
  kind: BackofficeKind;
  order: BackofficeOrderDetail;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  if (kind !== 'admin' || order.etat !== 'livree') return null;
  return (
    <>
      <Button
        color="orange"
        variant="light"
        leftSection={<IconArrowBackUp size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t('boOrders.correction.action')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('boOrders.correction.title', { ref: order.ref })}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {opened && <CorrectionForm orderId={order.id} onDone={() => setOpened(false)} />}
      </Modal>
    </>
  );
}

function CorrectionForm({ orderId, onDone }: { orderId: number; onDone: () => void }) {
  const { t } = useTranslation();
  const correct = useCorrectDelivery();
  const [motif, setMotif] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const text = motif.trim();
        if (!text) return;
        correct.mutate(
          { id: orderId, motif: text },
          {
            onSuccess: (reply) => {
              toastSuccess(t('boOrders.correction.success'));
              if (reply.data.coupon_utilise) {
                toastError(t('boOrders.correction.couponUsed', { code: reply.data.coupon_utilise }), 8000);
              }
              onDone();
            },
            onError: (error) => toastError(refusalMessage(error, t('common.tryLater'))),
          },
        );
      }}
    >
      <Stack gap="sm">
        <Text size="sm">{t('boOrders.correction.explain')}</Text>
        <Textarea
          label={t('boOrders.correction.motifLabel')}
          placeholder={t('boOrders.correction.motifPlaceholder')}
          value={motif}
          maxLength={MOTIF_MAX}
          rows={3}
          required
          onChange={(event) => setMotif(event.currentTarget.value)}
        />
        <Alert color="orange" variant="light" role="note" icon={<IconAlertTriangle size={16} aria-hidden />}>
          {t('boOrders.correction.consequences')}
        </Alert>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" color="orange" loading={correct.isPending} disabled={!motif.trim()}>
            {t('boOrders.correction.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
