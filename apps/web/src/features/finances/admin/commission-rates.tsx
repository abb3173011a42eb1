import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { commissionEditBody } from '@souk/domain/finance/finance-schemas';
import type { CommissionsReply } from '@souk/domain/replies/finances';
import { IconEdit } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '@/features/backoffice/feedback';
import { useEditCommission } from '@/features/finances/api/admin-finances';
import { formNumber } from '@/features/finances/form-number';
import { splitServerErrors } from '@/lib/form-errors';
import { formatNumber } from '@/lib/formatters';
import { zodValidate } from '@/lib/zod-form';
import { FormError } from '@/ui/form-error';

type Portee = 'categorie' | 'marchand';

interface Row {
  id: number;
  name: string;
  taux: number | null;
}

interface Editing extends Row {
  portee: Portee;
}

const percent = (taux: number) => `${formatNumber(taux, 2)} %`;

/**
 * The rates per category and per store (`commissions`): an override, or "inherits" (`null`: the
 * store's category's rate, else the default). Each is changed in a modal; an empty rate removes it.
 */
export function CommissionRates({ commissions }: { commissions: CommissionsReply }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing | null>(null);
  const sections: { portee: Portee; title: string; column: string; rows: Row[] }[] = [
    {
      portee: 'categorie',
      title: t('boFinances.commissions.categories'),
      column: t('boFinances.commissions.category'),
      rows: commissions.categories.map((c) => ({ id: c.id, name: c.designation, taux: c.taux })),
    },
    {
      portee: 'marchand',
      title: t('boFinances.commissions.marchands'),
      column: t('boFinances.commissions.store'),
      rows: commissions.marchands.map((m) => ({ id: m.id, name: m.designation_magasin, taux: m.taux })),
    },
  ];
  return (
    <>
      <Text size="sm">
        {t('boFinances.commissions.defaut')} : <b>{percent(commissions.defaut)}</b>
      </Text>
      {sections.map((section) => (
        <Card key={section.portee} withBorder radius="md" padding="md">
          <Title order={2} fz="h4" mb="sm">
            {section.title}
          </Title>
          <Table.ScrollContainer minWidth={320}>
            <Table verticalSpacing="xs" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{section.column}</Table.Th>
                  <Table.Th>{t('boFinances.commissions.taux')}</Table.Th>
                  <Table.Th w={60}>
                    <VisuallyHidden>{t('common.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {section.rows.map((row) => {
                  const label = t('boFinances.commissions.edit', { name: row.name });
                  return (
                    <Table.Tr key={row.id}>
                      <Table.Td>{row.name}</Table.Td>
                      <Table.Td>
                        {row.taux === null ? (
                          <Badge variant="outline" color="gray" tt="none" miw="max-content">
                            {t('boFinances.commissions.inherits')}
                          </Badge>
                        ) : (
                          percent(row.taux)
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Tooltip label={label} withArrow openDelay={300}>
                          <ActionIcon
                            variant="subtle"
                            aria-label={label}
                            onClick={() => setEditing({ ...row, portee: section.portee })}
                          >
                            <IconEdit size={18} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      ))}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing ? t('boFinances.commissions.edit', { name: editing.name }) : ''}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {editing && <RateForm editing={editing} onClose={() => setEditing(null)} />}
      </Modal>
    </>
  );
}

function RateForm({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const { t } = useTranslation();
  const edit = useEditCommission();
  const [formError, setFormError] = useState<string | null>(null);
  const toBody = (values: { taux: string }) => ({
    portee: editing.portee,
    id: editing.id,
    // Empty: the override goes, the rate is inherited again.
    taux: values.taux.trim() === '' ? null : formNumber(values.taux),
  });
  const labels = () => ({ taux: t('boFinances.commissions.taux') });
  const form = useForm<{ taux: string }>({
    mode: 'controlled',
    initialValues: { taux: editing.taux === null ? '' : String(editing.taux) },
    validate: zodValidate<{ taux: string }>(commissionEditBody, labels, toBody),
  });
  const submit = form.onSubmit((values) => {
    setFormError(null);
    edit.mutate(commissionEditBody.parse(toBody(values)), {
      onSuccess: () => {
        toastSuccess(t('boFinances.commissions.saved'));
        onClose();
      },
      onError: (error) => {
        const { fields, form: message } = splitServerErrors(error, ['taux'], labels());
        form.setErrors(fields);
        setFormError(message);
      },
    });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError message={formError} />
        <TextInput
          label={t('boFinances.commissions.taux')}
          description={t('boFinances.commissions.inheritsHint')}
          inputMode="decimal"
          data-autofocus
          {...form.getInputProps('taux')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={edit.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={edit.isPending}>
            {t('boFinances.commissions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
