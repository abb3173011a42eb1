import { Button, Card, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { payoutAccountBody } from '@souk/domain/finance/payout-account';
import { TYPES_COMPTE_VERSEMENT, type TypeCompteVersement } from '@souk/domain/finance/payouts';
import type { CompteVersementReply } from '@souk/domain/replies/payouts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '@/features/backoffice/feedback';
import { useSaveCompteVersement } from '@/features/finances/api/partner-payouts';
import { typeCompteKey } from '@/lib/domain-labels';
import { splitServerErrors } from '@/lib/form-errors';
import { formatDate } from '@/lib/formatters';
import { zodValidate } from '@/lib/zod-form';
import { FormError } from '@/ui/form-error';

const FIELDS = ['type', 'titulaire', 'numero', 'cle'] as const;

interface Values {
  type: TypeCompteVersement;
  titulaire: string;
  numero: string;
  cle: string;
}

/** The payout account (`compteVersementEdit`): CCP with its key, or a 20-digit RIB, and its holder. */
export function PayoutAccountForm({ compte }: { compte: CompteVersementReply | null }) {
  const { t } = useTranslation();
  const save = useSaveCompteVersement();
  const [formError, setFormError] = useState<string | null>(null);
  const labels = (): Record<string, string> => ({
    titulaire: t('boFinances.compte.titulaire'),
    numero:
      form.getValues().type === 'rib' ? t('boFinances.compte.numeroRib') : t('boFinances.compte.numeroCcp'),
    cle: t('boFinances.compte.cle'),
  });
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      type: compte?.type ?? 'ccp',
      titulaire: compte?.titulaire ?? '',
      numero: compte?.numero ?? '',
      cle: compte?.cle ?? '',
    },
    validate: zodValidate<Values>(payoutAccountBody, labels),
  });
  const type = form.getValues().type;

  const submit = form.onSubmit((values) => {
    setFormError(null);
    save.mutate(payoutAccountBody.parse(values), {
      onSuccess: () => toastSuccess(t('boFinances.compte.saved')),
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
          {t('boFinances.compte.title')}
        </Title>
        {compte ? (
          <Text size="xs" c="dimmed">
            {t('boFinances.compte.updated', { date: formatDate(compte.updated_at, 'dateTime') })}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t('boFinances.compte.none')}
          </Text>
        )}
        <FormError message={formError} />
        <NativeSelect
          label={t('boFinances.compte.type')}
          data={TYPES_COMPTE_VERSEMENT.map((value) => ({ value, label: t(typeCompteKey(value)) }))}
          w={{ base: '100%', sm: 320 }}
          {...form.getInputProps('type')}
        />
        <TextInput
          label={t('boFinances.compte.titulaire')}
          withAsterisk
          maxLength={100}
          w={{ base: '100%', sm: 420 }}
          {...form.getInputProps('titulaire')}
        />
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={type === 'rib' ? t('boFinances.compte.numeroRib') : t('boFinances.compte.numeroCcp')}
            withAsterisk
            inputMode="numeric"
            dir="ltr"
            w={{ base: '100%', sm: type === 'rib' ? 320 : 240 }}
            {...form.getInputProps('numero')}
          />
          {type === 'ccp' && (
            <TextInput
              label={t('boFinances.compte.cle')}
              withAsterisk
              maxLength={2}
              dir="ltr"
              w={{ base: '100%', sm: 100 }}
              {...form.getInputProps('cle')}
            />
          )}
        </Group>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('boFinances.compte.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
