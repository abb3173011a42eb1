import { Button, Card, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { financesConfigBody } from '@souk/domain/finance/finance-schemas';
import type { FinancesConfigReply } from '@souk/domain/replies/finances';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '@/features/backoffice/feedback';
import { useEditFinancesConfig } from '@/features/finances/api/admin-finances';
import { formNumber } from '@/features/finances/form-number';
import { splitServerErrors } from '@/lib/form-errors';
import { zodValidate } from '@/lib/zod-form';
import { FormError } from '@/ui/form-error';

const LABELS = {
  commission_defaut: 'boFinances.config.commission_defaut',
  delai_retenue_jours: 'boFinances.config.delai_retenue_jours',
  delai_retour_jours: 'boFinances.config.delai_retour_jours',
  versement_minimum: 'boFinances.config.versement_minimum',
} as const;
type Field = keyof typeof LABELS;
const FIELDS = Object.keys(LABELS) as Field[];
type Values = Record<Field, string>;

const toBody = (values: Values) =>
  Object.fromEntries(FIELDS.map((field) => [field, formNumber(values[field])])) as Record<Field, unknown>;

/** `financesConfigEdit`: the default commission, the holding and return windows, the minimum payout. */
export function FinancesConfigForm({ config }: { config: FinancesConfigReply }) {
  const { t } = useTranslation();
  const save = useEditFinancesConfig();
  const [formError, setFormError] = useState<string | null>(null);
  const labels = () => Object.fromEntries(FIELDS.map((field) => [field, t(LABELS[field])]));
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: Object.fromEntries(FIELDS.map((field) => [field, String(config[field])])) as Values,
    validate: zodValidate<Values>(financesConfigBody, labels, toBody),
  });

  const submit = form.onSubmit((values) => {
    setFormError(null);
    save.mutate(financesConfigBody.parse(toBody(values)), {
      onSuccess: () => toastSuccess(t('boFinances.config.saved')),
      onError: (error) => {
        const { fields, form: message } = splitServerErrors(error, FIELDS, labels());
        form.setErrors(fields);
        setFormError(message);
      },
    });
  });

  return (
    <Card withBorder radius="md" padding="md" component="form" onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('boFinances.config.title')}
        </Title>
        <FormError message={formError} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {FIELDS.map((field) => (
            <TextInput
              key={field}
              label={t(LABELS[field])}
              inputMode="decimal"
              withAsterisk
              {...form.getInputProps(field)}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('boFinances.config.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
