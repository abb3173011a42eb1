import { Button, Card, Group, Modal, Stack, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { isPayoutOpen, payoutPayBody, payoutRejectBody } from '@souk/domain/finance/payout-rules';
import type { EtatVersement } from '@souk/domain/finance/payouts';
import type { VersementAdminReply } from '@souk/domain/replies/payouts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '@/features/backoffice/feedback';
import { ListBody } from '@/features/backoffice/list-body';
import { ListPager } from '@/features/backoffice/list-pager';
import { useListPage } from '@/features/backoffice/use-list-page';
import { useDecidePayout } from '@/features/finances/api/admin-payouts';
import { ADMIN_FINANCES } from '@/features/finances/api/finances-paths';
import { PayoutStateBadge } from '@/features/finances/components/payout-state-badge';
import { PayoutStateFilter } from '@/features/finances/components/payout-state-filter';
import { typeCompteKey } from '@/lib/domain-labels';
import { splitServerErrors } from '@/lib/form-errors';
import { formatDate, formatDzd } from '@/lib/formatters';
import { zodValidate } from '@/lib/zod-form';
import { FormError } from '@/ui/form-error';

type Decision = { action: 'payer' | 'refuser'; versement: VersementAdminReply };

/**
 * Every payout (`versements`), the requested ones first shown: each is paid with the transfer's
 * reference or rejected with a reason, in a modal that confirms it.
 */
export function PayoutQueue() {
  const { t } = useTranslation();
  const list = useListPage<VersementAdminReply, { etat: EtatVersement | '' }>(
    'admin',
    ADMIN_FINANCES.versements,
    {
      filters: { etat: 'demandee' },
    },
  );
  const [decision, setDecision] = useState<Decision | null>(null);

  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} fz="h4" mb="sm">
        {t('boFinances.queue.title')}
      </Title>
      <PayoutStateFilter value={list.filters.etat} onChange={(etat) => list.setFilters({ etat })} />
      <ListBody
        list={list}
        loadError={t('boFinances.queue.loadError')}
        empty={{ title: t('boFinances.queue.empty') }}
        noMatch={() => t('boFinances.queue.noMatch')}
      >
        {(rows) => (
          <Table.ScrollContainer minWidth={760} mt="md">
            <Table verticalSpacing="sm" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('boFinances.versements.date')}</Table.Th>
                  <Table.Th>{t('boFinances.queue.store')}</Table.Th>
                  <Table.Th ta="end">{t('boFinances.versements.montant')}</Table.Th>
                  <Table.Th>{t('boFinances.queue.compte')}</Table.Th>
                  <Table.Th>{t('boFinances.versements.etat')}</Table.Th>
                  <Table.Th>{t('common.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((versement) => {
                  const name = versement.marchand.designation_magasin;
                  return (
                    <Table.Tr key={versement.id}>
                      <Table.Td>{formatDate(versement.created_at, 'dateTime')}</Table.Td>
                      <Table.Td>
                        <Text size="sm" fw={500}>
                          {name}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {versement.marchand.email}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="end" fw={600}>
                        {formatDzd(versement.montant, 'DA')}
                      </Table.Td>
                      <Table.Td>
                        {versement.compte ? (
                          <Stack gap={0}>
                            <Text size="xs">{t(typeCompteKey(versement.compte.type))}</Text>
                            <Text size="sm" dir="ltr" ff="monospace">
                              {versement.compte.cle
                                ? `${versement.compte.numero} ${versement.compte.cle}`
                                : versement.compte.numero}
                            </Text>
                            <Text size="xs" c="dimmed">
                              {versement.compte.titulaire}
                            </Text>
                          </Stack>
                        ) : (
                          <Text size="sm" c="dimmed">
                            {t('boFinances.queue.noAccount')}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Stack gap={2}>
                          <PayoutStateBadge etat={versement.etat} />
                          {(versement.reference ?? versement.motif) && (
                            <Text size="xs" c="dimmed">
                              {versement.reference ?? versement.motif}
                            </Text>
                          )}
                        </Stack>
                      </Table.Td>
                      <Table.Td>
                        {isPayoutOpen(versement.etat) && (
                          <Group gap={6} wrap="nowrap">
                            <Button
                              size="xs"
                              color="teal"
                              aria-label={t('boFinances.queue.payOf', { name })}
                              onClick={() => setDecision({ action: 'payer', versement })}
                            >
                              {t('boFinances.queue.pay')}
                            </Button>
                            <Button
                              size="xs"
                              color="red"
                              variant="light"
                              aria-label={t('boFinances.queue.rejectOf', { name })}
                              onClick={() => setDecision({ action: 'refuser', versement })}
                            >
                              {t('boFinances.queue.reject')}
                            </Button>
                          </Group>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </ListBody>
      <ListPager {...list.pager} />
      <Modal
        opened={decision !== null}
        onClose={() => setDecision(null)}
        title={
          decision?.action === 'payer' ? t('boFinances.queue.payTitle') : t('boFinances.queue.rejectTitle')
        }
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {decision && <DecisionForm decision={decision} onClose={() => setDecision(null)} />}
      </Modal>
    </Card>
  );
}

function DecisionForm({ decision, onClose }: { decision: Decision; onClose: () => void }) {
  const { t } = useTranslation();
  const decide = useDecidePayout();
  const [formError, setFormError] = useState<string | null>(null);
  const paying = decision.action === 'payer';
  const field = paying ? 'reference' : 'motif';
  const label = paying ? t('boFinances.queue.reference') : t('boFinances.queue.motif');
  const form = useForm<{ text: string }>({
    mode: 'controlled',
    initialValues: { text: '' },
    validate: (values) => {
      const errors = zodValidate<{ text: string }>(
        paying ? payoutPayBody : payoutRejectBody,
        () => ({ [field]: label }),
        () => ({ [field]: values.text }),
      )(values);
      return { text: errors[field] };
    },
  });
  const { versement } = decision;
  const params = {
    montant: formatDzd(versement.montant, 'DA'),
    name: versement.marchand.designation_magasin,
  };

  const submit = form.onSubmit((values) => {
    setFormError(null);
    const body = paying
      ? { action: 'payer' as const, id: versement.id, ...payoutPayBody.parse({ reference: values.text }) }
      : { action: 'refuser' as const, id: versement.id, ...payoutRejectBody.parse({ motif: values.text }) };
    decide.mutate(body, {
      onSuccess: () => {
        toastSuccess(paying ? t('boFinances.queue.paid') : t('boFinances.queue.rejected'));
        onClose();
      },
      onError: (error) => {
        const { fields, form: message } = splitServerErrors(error, [field], { [field]: label });
        form.setErrors({ text: fields[field] });
        setFormError(message);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {paying ? t('boFinances.queue.payText', params) : t('boFinances.queue.rejectText', params)}
        </Text>
        <FormError message={formError} />
        {paying ? (
          <TextInput
            label={label}
            withAsterisk
            maxLength={100}
            data-autofocus
            {...form.getInputProps('text')}
          />
        ) : (
          <Textarea
            label={label}
            withAsterisk
            maxLength={500}
            rows={3}
            data-autofocus
            {...form.getInputProps('text')}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={decide.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" color={paying ? 'teal' : 'red'} loading={decide.isPending}>
            {paying ? t('boFinances.queue.confirmPay') : t('boFinances.queue.confirmReject')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
