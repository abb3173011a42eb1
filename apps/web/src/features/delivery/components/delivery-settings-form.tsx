import { Button, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { wilayaCodeOf, wilayaLabelOf } from '@souk/domain/delivery';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '@/features/backoffice/feedback';
import { useSaveDeliveryConfig } from '@/features/delivery/api/fee-grid';
import type { DeliveryConfig } from '@/features/delivery/delivery-types';
import { splitServerErrors } from '@/lib/form-errors';
import { wilayaOptions } from '@/lib/wilayas';
import { FormError } from '@/ui/form-error';

const FIELDS = ['livraison_gratuite_seuil', 'livraison_wilaya_origine'] as const;

/** The free-delivery threshold and the wilaya the platform ships from (`v1/user/livraisonConfig`). */
export function DeliverySettingsForm({ config }: { config: DeliveryConfig }) {
  const { t } = useTranslation();
  const save = useSaveDeliveryConfig();
  const [seuil, setSeuil] = useState(
    config.livraison_gratuite_seuil === null ? '' : String(config.livraison_gratuite_seuil),
  );
  const [origine, setOrigine] = useState(wilayaLabelOf(config.livraison_wilaya_origine) ?? '');
  const server = splitServerErrors(save.error, FIELDS);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { livraison_gratuite_seuil: seuil.trim(), livraison_wilaya_origine: wilayaCodeOf(origine) ?? origine },
      {
        onSuccess: (reply) => toastSuccess(reply.message),
        onError: (error) =>
          toastError(splitServerErrors(error, FIELDS).form ?? t('boDelivery.admin.invalid')),
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('boDelivery.admin.settings.title')}
        </Title>
        <FormError message={server.form} />
        <Group align="flex-start" gap="md" wrap="wrap">
          <TextInput
            label={t('boDelivery.admin.settings.seuil')}
            description={t('boDelivery.admin.settings.seuilHint')}
            inputMode="decimal"
            value={seuil}
            onChange={(event) => setSeuil(event.currentTarget.value)}
            error={server.fields.livraison_gratuite_seuil}
            w={{ base: '100%', sm: 320 }}
          />
          <NativeSelect
            label={t('boDelivery.admin.settings.origine')}
            description={t('boDelivery.admin.settings.origineHint')}
            withAsterisk
            value={origine}
            onChange={(event) => setOrigine(event.currentTarget.value)}
            data={[{ value: '', label: t('common.chooseWilaya') }, ...wilayaOptions()]}
            error={server.fields.livraison_wilaya_origine}
            w={{ base: '100%', sm: 320 }}
          />
        </Group>
        <Text size="xs" c="dimmed">
          {seuil.trim() === ''
            ? t('boDelivery.admin.settings.neverFree')
            : t('boDelivery.admin.settings.freeRule')}
        </Text>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('boDelivery.admin.settings.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
