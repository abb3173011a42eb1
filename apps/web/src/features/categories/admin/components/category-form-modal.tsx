import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  categorieAddBody,
  categorieEditBody,
  sousCategorieAddBody,
  sousCategorieEditBody,
} from '@souk/domain/category-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '@/features/backoffice/feedback';
import type { AdminCategorie, AdminSousCategorie } from '@/features/categories/admin/admin-category-types';
import { useSaveCategorie } from '@/features/categories/admin/api/save-categorie';
import { useSaveSousCategorie } from '@/features/categories/admin/api/save-sous-categorie';
import { pickedImage } from '@/features/categories/admin/content-feedback';
import { splitServerErrors } from '@/lib/form-errors';
import { unshownErrors, zodValidate } from '@/lib/zod-form';
import { FormError } from '@/ui/form-error';
import { ImageField } from '@/ui/image-field';

const FIELDS = ['designation', 'url_image', 'categorie_id'] as const;

/** What the modal edits: a category, or a sub-category of `parent`; `current` null creates one. */
export type CategoryFormTarget =
  | { level: 'categorie'; current: AdminCategorie | null }
  | { level: 'souscategorie'; parent: AdminCategorie; current: AdminSousCategorie | null };

interface CategoryFormModalProps {
  target: CategoryFormTarget | null;
  onClose: () => void;
}

/** Create and edit modals of a category and of a sub-category (docs/product/admin.md, Categories). */
export function CategoryFormModal({ target, onClose }: CategoryFormModalProps) {
  const { t } = useTranslation();
  const title = !target
    ? ''
    : target.level === 'categorie'
      ? target.current
        ? t('adminContent.categories.editTitle')
        : t('adminContent.categories.addTitle')
      : target.current
        ? t('adminContent.categories.subEditTitle')
        : t('adminContent.categories.subAddTitle', { name: target.parent.designation });
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {target && <CategoryForm target={target} onClose={onClose} />}
    </Modal>
  );
}

interface Values {
  designation: string;
  url_image: string | null;
}

/** What is sent: the picture only when a new one was picked; a sub-category names its parent. */
function toPayload(target: CategoryFormTarget, values: Values) {
  const payload = { designation: values.designation, url_image: pickedImage(values.url_image) };
  return target.level === 'categorie' ? payload : { ...payload, categorie_id: target.parent.id };
}

/** The API's schema of the call the form makes (a new one needs its picture). */
function schemaOf(target: CategoryFormTarget) {
  if (target.level === 'categorie') return target.current ? categorieEditBody : categorieAddBody;
  return target.current ? sousCategorieEditBody : sousCategorieAddBody;
}

function CategoryForm({ target, onClose }: { target: CategoryFormTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const id = target.current?.id ?? null;
  const saveCategorie = useSaveCategorie(id);
  const saveSous = useSaveSousCategorie(id);
  const pending = saveCategorie.isPending || saveSous.isPending;
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      designation: target.current?.designation ?? '',
      url_image: target.current?.url_image ?? null,
    },
    validate: zodValidate<Values>(schemaOf(target), undefined, (values) => toPayload(target, values)),
  });

  const submit = form.onSubmit(
    (values) => {
      setFormError(null);
      const payload = { designation: values.designation, url_image: pickedImage(values.url_image) };
      const callbacks = {
        onSuccess: () => {
          toastSuccess(id === null ? t('common.created') : t('common.updated'));
          onClose();
        },
        onError: (error: unknown) => {
          const { fields, form: message } = splitServerErrors(error, FIELDS);
          const { categorie_id: parentError, ...own } = fields;
          form.setErrors(own);
          setFormError([parentError, message].filter(Boolean).join(' ') || null);
        },
      };
      if (target.level === 'categorie') saveCategorie.mutate(payload, callbacks);
      else saveSous.mutate({ ...payload, categorie_id: target.parent.id }, callbacks);
    },
    (errors) => setFormError(unshownErrors(errors, ['designation', 'url_image'])),
  );

  return (
    <form onSubmit={submit} noValidate>
      <FormError message={formError} />
      <Stack gap="md">
        <TextInput
          label={t('adminContent.categories.designation')}
          withAsterisk
          maxLength={100}
          data-autofocus
          {...form.getInputProps('designation')}
        />
        <ImageField
          label={t('common.picture')}
          required={id === null}
          value={form.getValues().url_image}
          onChange={(value) => {
            form.setFieldValue('url_image', value);
            form.clearFieldError('url_image');
          }}
          error={form.errors.url_image as string | undefined}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
