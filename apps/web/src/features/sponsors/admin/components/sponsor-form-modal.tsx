import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { sponsorAddBody, sponsorEditBody } from '@souk/domain/content-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '@/features/backoffice/feedback';
import { pickedImage } from '@/features/categories/admin/content-feedback';
import { useSaveSponsor } from '@/features/sponsors/admin/api/save-sponsor';
import type { Sponsor } from '@/features/sponsors/sponsor-types';
import { splitServerErrors } from '@/lib/form-errors';
import { zodValidate } from '@/lib/zod-form';
import { FormError } from '@/ui/form-error';
import { ImageField } from '@/ui/image-field';

const FIELDS = ['nom', 'url_logo', 'url'] as const;

interface SponsorFormModalProps {
  opened: boolean;
  /** The sponsor to edit; null creates one. */
  sponsor: Sponsor | null;
  onClose: () => void;
}

/** Add and edit modals of a sponsor (nom, url_logo, url; docs/product/admin.md, Sponsors). */
export function SponsorFormModal({ opened, sponsor, onClose }: SponsorFormModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={sponsor ? t('adminContent.sponsors.editTitle') : t('adminContent.sponsors.addTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened && <SponsorForm sponsor={sponsor} onClose={onClose} />}
    </Modal>
  );
}

interface Values {
  nom: string;
  url: string;
  url_logo: string | null;
}

/** What is sent: the logo only when a new one was picked. */
const toPayload = (values: Values) => ({
  nom: values.nom,
  url: values.url,
  url_logo: pickedImage(values.url_logo),
});

function SponsorForm({ sponsor, onClose }: { sponsor: Sponsor | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveSponsor(sponsor?.id ?? null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { nom: sponsor?.nom ?? '', url: sponsor?.url ?? '', url_logo: sponsor?.url_logo ?? null },
    // The API's schema on the payload sent (a new sponsor needs its logo).
    validate: zodValidate<Values>(sponsor ? sponsorEditBody : sponsorAddBody, undefined, toPayload),
  });

  const submit = form.onSubmit((values) => {
    setFormError(null);
    save.mutate(toPayload(values), {
      onSuccess: () => {
        toastSuccess(sponsor ? t('common.updated') : t('common.created'));
        onClose();
      },
      onError: (error) => {
        const { fields, form: message } = splitServerErrors(error, FIELDS);
        form.setErrors(fields);
        setFormError(message);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <FormError message={formError} />
      <Stack gap="md">
        <TextInput
          label={t('common.name')}
          withAsterisk
          maxLength={100}
          data-autofocus
          {...form.getInputProps('nom')}
        />
        <TextInput
          type="url"
          label={t('adminContent.sponsors.url')}
          placeholder="https://"
          maxLength={255}
          {...form.getInputProps('url')}
        />
        <ImageField
          label={t('adminContent.sponsors.logo')}
          required={!sponsor}
          value={form.getValues().url_logo}
          onChange={(value) => {
            form.setFieldValue('url_logo', value);
            form.clearFieldError('url_logo');
          }}
          error={form.errors.url_logo as string | undefined}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
