import { Button, Card, Group, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { algiersDay } from '@souk/domain/algiers-time';
import { type StatementFormat, statementQuery } from '@souk/domain/finance/statement';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '@/features/backoffice/feedback';
import { useDownloadStatement } from '@/features/finances/api/partner-payouts';
import { refusalMessage } from '@/lib/form-errors';
import { currentLanguage } from '@/lib/i18n';
import { zodValidate } from '@/lib/zod-form';

interface Values {
  dateDebut: string;
  dateFin: string;
  format: StatementFormat;
}

/** The first day of the current Algiers month. */
const monthStart = () => `${algiersDay().slice(0, 8)}01`;

/** The PDF in the visitor's language when the statement has it (French or Arabic), else French. */
const statementLang = () => (currentLanguage() === 'ar' ? 'ar' : 'fr');

/** `releve`: a period of days, CSV or PDF; the file is saved by the browser. */
export function StatementForm() {
  const { t } = useTranslation();
  const download = useDownloadStatement();
  const labels = () => ({ dateDebut: t('boFinances.releve.debut'), dateFin: t('boFinances.releve.fin') });
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { dateDebut: monthStart(), dateFin: algiersDay(), format: 'pdf' },
    validate: zodValidate<Values>(statementQuery, labels, (values) => ({ ...values, lang: statementLang() })),
  });

  const submit = form.onSubmit((values) => {
    download.mutate(statementQuery.parse({ ...values, lang: statementLang() }), {
      onSuccess: (name) => toastSuccess(t('boFinances.releve.done', { name })),
      onError: (error) => toastError(refusalMessage(error, t('boFinances.releve.failed'))),
    });
  });

  return (
    <Card withBorder radius="md" padding="md" component="form" onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('boFinances.releve.title')}
        </Title>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            type="date"
            label={t('boFinances.releve.debut')}
            withAsterisk
            w={{ base: '100%', xs: 170 }}
            {...form.getInputProps('dateDebut')}
          />
          <TextInput
            type="date"
            label={t('boFinances.releve.fin')}
            withAsterisk
            w={{ base: '100%', xs: 170 }}
            {...form.getInputProps('dateFin')}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="statement-format">
              {t('boFinances.releve.format')}
            </Text>
            <SegmentedControl
              aria-labelledby="statement-format"
              data={[
                { value: 'pdf', label: 'PDF' },
                { value: 'csv', label: 'CSV' },
              ]}
              {...form.getInputProps('format')}
            />
          </Stack>
        </Group>
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={download.isPending}
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            {t('boFinances.releve.download')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
