import { Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { pubAddBody } from '@souk/domain/content-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '@/features/backoffice/feedback';
import { useAllCategories } from '@/features/categories/admin/api/get-all-categories';
import { pickedImage } from '@/features/categories/admin/content-feedback';
import { PUB_TYPE_LABELS, RECOMMENDED_SIZES } from '@/features/pubs/admin/admin-pub-types';
import { useAddPub } from '@/features/pubs/admin/api/add-pub';
import type { PubType } from '@/features/pubs/pub-types';
import { splitServerErrors } from '@/lib/form-errors';
import { zodValidate } from '@/lib/zod-form';
import { FormError } from '@/ui/form-error';
import { ImageField } from '@/ui/image-field';

const FIELDS = ['type', 'url_image', 'model_id'] as const;
const TYPES = Object.keys(PUB_TYPE_LABELS) as PubType[];

interface PubAddModalProps {
  opened: boolean;
  /** The type chosen first (the open tab's). */
  defaultType: PubType;
  onClose: () => void;
}

/** The 'Nouveau' modal of 'Publicites': type, picture (recommended size shown), category. */
export function PubAddModal({ opened, defaultType, onClose }: PubAddModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('adminContent.pubs.addTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened && <PubAddForm defaultType={defaultType} onClose={onClose} />}
    </Modal>
  );
}

interface Values {
  type: PubType;
  url_image: string | null;
  model_id: string;
}

/** What is sent: the category only for a `categorie` ad. */
const toPayload = (values: Values) => ({
  type: values.type,
  url_image: pickedImage(values.url_image) ?? '',
  ...(values.type === 'categorie' && values.model_id ? { model_id: Number(values.model_id) } : {}),
});

function PubAddForm({ defaultType, onClose }: { defaultType: PubType; onClose: () => void }) {
  const { t } = useTranslation();
  const add = useAddPub();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { type: defaultType, url_image: null, model_id: '' },
    // The API's schema on the payload sent (a categorie ad requires its category).
    validate: zodValidate<Values>(pubAddBody, undefined, toPayload),
  });
  const { type } = form.getValues();
  const isCategorie = type === 'categorie';
  const categories = useAllCategories(isCategorie);
  const size = RECOMMENDED_SIZES[type];

  const submit = form.onSubmit((values) => {
    setFormError(null);
    add.mutate(toPayload(values), {
      onSuccess: () => {
        toastSuccess(t('common.created'));
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
        <NativeSelect
          label={t('adminContent.pubs.fields.type')}
          withAsterisk
          data={TYPES.map((value) => ({ value, label: t(PUB_TYPE_LABELS[value]) }))}
          {...form.getInputProps('type')}
          onChange={(event) => {
            form.setFieldValue('type', event.currentTarget.value as PubType);
            form.clearFieldError('model_id');
          }}
        />
        {isCategorie && (
          <NativeSelect
            label={t('common.category')}
            withAsterisk
            disabled={categories.isLoading}
            data={[
              { value: '', label: t('adminContent.pubs.fields.categoriePlaceholder') },
              ...(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.designation })),
            ]}
            {...form.getInputProps('model_id')}
          />
        )}
        <Stack gap={4}>
          <ImageField
            label={t('common.picture')}
            required
            size={120}
            value={form.getValues().url_image}
            onChange={(value) => {
              form.setFieldValue('url_image', value);
              form.clearFieldError('url_image');
            }}
            error={form.errors.url_image as string | undefined}
          />
          <Text size="xs" c="dimmed">
            {t('adminContent.pubs.recommendedSize', { width: size.width, height: size.height })}
          </Text>
        </Stack>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={add.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={add.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
