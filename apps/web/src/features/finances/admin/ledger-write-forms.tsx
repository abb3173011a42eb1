import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ajustementAddBody, reglementAddBody } from '@souk/domain/finance/finance-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '@/features/backoffice/feedback';
import { useAddAjustement, useAddReglement } from '@/features/finances/api/admin-finances';
import { formNumber } from '@/features/finances/form-number';
import { splitServerErrors } from '@/lib/form-errors';
import { zodValidate } from '@/lib/zod-form';
import { FormError } from '@/ui/form-error';

type Kind = 'reglement' | 'ajustement';
/** The text field beside the amount: the transfer's reference, or the adjustment's reason. */
const TEXT_FIELD = { reglement: 'reference', ajustement: 'motif' } as const;
const WORDS = {
  reglement: {
    title: 'boFinances.reglement.title',
    hint: 'boFinances.reglement.hint',
    montant: 'boFinances.reglement.montant',
    text: 'boFinances.reglement.reference',
    submit: 'boFinances.reglement.submit',
    done: 'boFinances.reglement.done',
  },
  ajustement: {
    title: 'boFinances.ajustement.title',
    hint: 'boFinances.ajustement.hint',
    montant: 'boFinances.ajustement.montant',
    text: 'boFinances.ajustement.motif',
    submit: 'boFinances.ajustement.submit',
    done: 'boFinances.ajustement.done',
  },
} as const;
const SCHEMA = { reglement: reglementAddBody, ajustement: ajustementAddBody } as const;

interface Values {
  montant: string;
  text: string;
}

/**
 * `reglementAdd` (money received from a store that owed: amount > 0 and the transfer's reference)
 * or `ajustementAdd` (a correction either way: amount ≠ 0 and its reason), for one store.
 */
export function LedgerWriteForm({ kind, marchandId }: { kind: Kind; marchandId: number }) {
  const { t } = useTranslation();
  const reglement = useAddReglement();
  const ajustement = useAddAjustement();
  const write = kind === 'reglement' ? reglement : ajustement;
  const textField = TEXT_FIELD[kind];
  const words = WORDS[kind];
  const [formError, setFormError] = useState<string | null>(null);
  const labels = () => ({
    montant: t(words.montant),
    [textField]: t(words.text),
  });
  const toBody = (values: Values) => ({
    marchand_id: marchandId,
    montant: formNumber(values.montant),
    [textField]: values.text,
  });
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { montant: '', text: '' },
    validate: (values) => {
      const errors = zodValidate<Values>(SCHEMA[kind], labels, toBody)(values);
      return { montant: errors.montant, text: errors[textField] };
    },
  });

  const submit = form.onSubmit((values) => {
    setFormError(null);
    const onError = (error: unknown) => {
      const { fields, form: message } = splitServerErrors(error, ['montant', textField], labels());
      form.setErrors({ montant: fields.montant, text: fields[textField] });
      setFormError(message);
    };
    const onSuccess = () => {
      toastSuccess(t(words.done));
      form.reset();
    };
    if (kind === 'reglement')
      reglement.mutate(reglementAddBody.parse(toBody(values)), { onSuccess, onError });
    else ajustement.mutate(ajustementAddBody.parse(toBody(values)), { onSuccess, onError });
  });

  return (
    <Card withBorder radius="md" padding="md" component="form" onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={3} fz="h5">
          {t(words.title)}
        </Title>
        <Text size="xs" c="dimmed">
          {t(words.hint)}
        </Text>
        <FormError message={formError} />
        <TextInput
          label={t(words.montant)}
          inputMode="decimal"
          withAsterisk
          {...form.getInputProps('montant')}
        />
        <TextInput
          label={t(words.text)}
          withAsterisk
          maxLength={kind === 'reglement' ? 100 : 500}
          {...form.getInputProps('text')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={write.isPending}>
            {t(words.submit)}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
