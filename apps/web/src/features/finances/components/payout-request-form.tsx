import { Button, Card, Group, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { payoutRequestBody } from '@souk/domain/finance/payout-rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '@/features/backoffice/feedback';
import { useRequestPayout } from '@/features/finances/api/partner-payouts';
import { splitServerErrors } from '@/lib/form-errors';
import { formatDzd } from '@/lib/formatters';
import { zodValidate } from '@/lib/zod-form';
import { FormError } from '@/ui/form-error';

/** The refusals of `versementAdd` are under these keys (docs/product/payouts-and-statements.md). */
const FIELDS = ['montant', 'compte', 'versement'] as const;

/**
 * The payout request: an amount, checked with the API's schema, then by the server against the
 * available balance, the minimum, the account and the request already open, each said under the
 * form in the visitor's language.
 */
export function PayoutRequestForm({ disponible }: { disponible: number | undefined }) {
  const { t } = useTranslation();
  const request = useRequestPayout();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<{ montant: string }>({
    mode: 'controlled',
    initialValues: { montant: '' },
    validate: zodValidate<{ montant: string }>(payoutRequestBody, () => ({
      montant: t('boFinances.versements.request.montant'),
    })),
  });

  const submit = form.onSubmit((values) => {
    setRefusal(null);
    const body = payoutRequestBody.parse(values);
    request.mutate(body, {
      onSuccess: () => {
        toastSuccess(t('boFinances.versements.request.done'));
        form.reset();
      },
      onError: (error) => {
        const { fields, form: message } = splitServerErrors(error, FIELDS);
        form.setErrors({ montant: fields.montant });
        // No account, or a request already open: about the store, not the amount typed.
        setRefusal([fields.compte, fields.versement, message].filter(Boolean).join(' ') || null);
      },
    });
  });

  return (
    <Card withBorder radius="md" padding="md" component="form" onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('boFinances.versements.request.title')}
        </Title>
        <FormError message={refusal} />
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={t('boFinances.versements.request.montant')}
            description={
              disponible === undefined
                ? undefined
                : t('boFinances.versements.request.hint', {
                    disponible: formatDzd(Math.max(0, disponible), 'DA'),
                  })
            }
            inputMode="decimal"
            withAsterisk
            w={{ base: '100%', xs: 260 }}
            {...form.getInputProps('montant')}
          />
          <Button type="submit" loading={request.isPending} mt={{ base: 0, xs: 47 }}>
            {t('boFinances.versements.request.submit')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
