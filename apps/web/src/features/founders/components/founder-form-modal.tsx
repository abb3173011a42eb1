import { Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { fondateurAddBody, fondateurEditBody } from '@souk/domain/content-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '@/features/backoffice/feedback';
import { pickedImage } from '@/features/categories/admin/content-feedback';
import { useSaveFondateur } from '@/features/founders/api/save-fondateur';
import { type AdminFondateur, SOCIAL_NETWORKS } from '@/features/founders/founder-types';
import { splitServerErrors } from '@/lib/form-errors';
import { zodValidate } from '@/lib/zod-form';
import { FormError } from '@/ui/form-error';
import { ImageField } from '@/ui/image-field';

const FIELDS = [
  'nom',
  'prenom',
  'email',
  'telephone',
  'facebook',
  'instagram',
  'linkedin',
  'twitter',
  'url_photo',
] as const;

const SOCIAL_LABELS = {
  facebook: 'common.facebook',
  instagram: 'common.instagram',
  linkedin: 'common.linkedin',
  twitter: 'common.twitter',
} as const;

interface FounderFormModalProps {
  opened: boolean;
  /** The founder to edit; null creates one. */
  fondateur: AdminFondateur | null;
  onClose: () => void;
}

/** Add and edit modals of a founder (docs/product/admin.md, Founders). */
export function FounderFormModal({ opened, fondateur, onClose }: FounderFormModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={fondateur ? t('adminContent.founders.editTitle') : t('adminContent.founders.addTitle')}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened && <FounderForm fondateur={fondateur} onClose={onClose} />}
    </Modal>
  );
}

type Values = Record<(typeof FIELDS)[number], string>;

/** What is sent: the photo only when a new one was picked. */
const toPayload = ({ url_photo, ...values }: Values) => ({ ...values, url_photo: pickedImage(url_photo) });

function FounderForm({ fondateur, onClose }: { fondateur: AdminFondateur | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveFondateur(fondateur?.id ?? null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      nom: fondateur?.nom ?? '',
      prenom: fondateur?.prenom ?? '',
      email: fondateur?.email ?? '',
      telephone: fondateur?.telephone ?? '',
      facebook: fondateur?.facebook ?? '',
      instagram: fondateur?.instagram ?? '',
      linkedin: fondateur?.linkedin ?? '',
      twitter: fondateur?.twitter ?? '',
      url_photo: fondateur?.url_photo ?? '',
    },
    // The API's schema on the payload sent (a new founder needs a photo).
    validate: zodValidate<Values>(fondateur ? fondateurEditBody : fondateurAddBody, undefined, toPayload),
  });

  const submit = form.onSubmit((values) => {
    setFormError(null);
    save.mutate(toPayload(values), {
      onSuccess: () => {
        toastSuccess(fondateur ? t('common.updated') : t('common.created'));
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
        <ImageField
          label={t('adminContent.founders.fields.photo')}
          required={!fondateur}
          value={form.getValues().url_photo || null}
          onChange={(value) => {
            form.setFieldValue('url_photo', value ?? '');
            form.clearFieldError('url_photo');
          }}
          error={form.errors.url_photo as string | undefined}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('common.lastName')}
            withAsterisk
            autoComplete="off"
            maxLength={100}
            {...form.getInputProps('nom')}
          />
          <TextInput
            label={t('common.firstName')}
            withAsterisk
            autoComplete="off"
            maxLength={100}
            {...form.getInputProps('prenom')}
          />
          <TextInput
            type="email"
            label={t('common.email')}
            withAsterisk
            autoComplete="off"
            {...form.getInputProps('email')}
          />
          <TextInput
            type="tel"
            dir="ltr"
            label={t('common.phone')}
            autoComplete="off"
            {...form.getInputProps('telephone')}
          />
          {SOCIAL_NETWORKS.map((network) => (
            <TextInput
              key={network}
              type="url"
              label={t(SOCIAL_LABELS[network])}
              placeholder="https://"
              {...form.getInputProps(network)}
            />
          ))}
        </SimpleGrid>
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
