import {
  Avatar,
  Button,
  FileInput,
  Group,
  Modal,
  NativeSelect,
  PasswordInput,
  Radio,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { ownStoreProfileEditSchema, storeProfileEditSchema } from '@souk/domain/store-profile-schemas';
import { IconBuildingStore, IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '@/features/backoffice/feedback';
import { useEditStoreProfile } from '@/features/shops/api/edit-store-profile';
import type {
  StoreEditorKind,
  StoreProfile,
  StoreProfilePayload,
} from '@/features/shops/store-profile-types';
import { splitServerErrors } from '@/lib/form-errors';
import { usePasswordStrength } from '@/lib/password-strength';
import { wilayaOptions } from '@/lib/wilayas';
import { zodValidate } from '@/lib/zod-form';
import { FormError } from '@/ui/form-error';

/** Every key a 422 of profilEdit / marchandEdit may carry; each message goes under its field. */
const FIELDS = [
  'url_photo',
  'nom',
  'prenom',
  'email',
  'telephone',
  'genre',
  'url_photo_magasin',
  'designation_magasin',
  'wilaya_magasin',
  'adresse_magasin',
  'description',
  'facebook',
  'instagram',
  'linkedin',
  'twitter',
  'registre_commerce',
  'nif',
  'password',
  'password_confirmation',
  'current_password',
] as const;

/** The form's fields as typed ('' = left blank or not chosen). */
type Values = Record<(typeof FIELDS)[number], string>;

const SOCIAL = [
  { key: 'facebook', label: 'common.facebook' },
  { key: 'instagram', label: 'common.instagram' },
  { key: 'linkedin', label: 'common.linkedin' },
  { key: 'twitter', label: 'common.twitter' },
] as const;

const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

function initialValues(shop: StoreProfile): Values {
  return {
    nom: shop.nom ?? '',
    prenom: shop.prenom ?? '',
    email: shop.email ?? '',
    telephone: shop.telephone ?? '',
    genre: shop.genre ?? '',
    designation_magasin: shop.designation_magasin ?? '',
    adresse_magasin: shop.adresse_magasin ?? '',
    wilaya_magasin: shop.wilaya_magasin ?? '',
    description: shop.description ?? '',
    facebook: shop.facebook ?? '',
    instagram: shop.instagram ?? '',
    linkedin: shop.linkedin ?? '',
    twitter: shop.twitter ?? '',
    registre_commerce: shop.registre_commerce ?? '',
    nif: shop.nif ?? '',
    // Empty unless a new picture is picked: the current ones are never sent back.
    url_photo: '',
    url_photo_magasin: '',
    password: '',
    password_confirmation: '',
    current_password: '',
  };
}

/** What is sent: photos only when changed, the password pair only when typed. */
export function toStorePayload(values: Values): StoreProfilePayload {
  const { url_photo, url_photo_magasin, password, password_confirmation, current_password, ...rest } = values;
  return {
    ...rest,
    ...(url_photo ? { url_photo } : {}),
    ...(url_photo_magasin ? { url_photo_magasin } : {}),
    ...(password ? { password, password_confirmation } : {}),
    ...(password && current_password ? { current_password } : {}),
  };
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export interface StoreEditModalProps {
  kind: StoreEditorKind;
  shop: StoreProfile;
  opened: boolean;
  onClose: () => void;
  onSaved?: () => void;
}

/**
 * The store profile edit modal of both back-offices (docs/product/partner.md, Dashboard;
 * admin.md, Stores): the partner posts to `v1/marchand/profilEdit`, an administrator to
 * `v1/user/marchandEdit/{id}`. The form is rebuilt from `shop` each time it opens.
 */
export function StoreEditModal({ kind, shop, opened, onClose, onSaved }: StoreEditModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('boDashboard.storeEdit.title')}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened && <StoreEditForm kind={kind} shop={shop} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

type PhotoField = 'url_photo' | 'url_photo_magasin';

function StoreEditForm({ kind, shop, onClose, onSaved }: Omit<StoreEditModalProps, 'opened'>) {
  const { t } = useTranslation();
  const edit = useEditStoreProfile(kind, shop.id);
  const [formError, setFormError] = useState<string | null>(null);
  const [files, setFiles] = useState<Record<PhotoField, File | null>>({
    url_photo: null,
    url_photo_magasin: null,
  });
  usePasswordStrength();
  const labels = () => ({
    nom: t('common.lastName'),
    prenom: t('common.firstName'),
    email: t('common.email'),
    telephone: t('common.phone'),
    designation_magasin: t('common.designation'),
    wilaya_magasin: t('common.wilaya'),
    adresse_magasin: t('common.address'),
    registre_commerce: t('boDelivery.storeEdit.registreCommerce'),
    nif: t('boDelivery.storeEdit.nif'),
    description: t('common.description'),
  });
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: initialValues(shop),
    // The API's schema on the payload sent: a typed password must equal its confirmation, and the
    // partner's own new password needs the current one (an administrator is not asked for it).
    validate: zodValidate<Values>(
      kind === 'partner' ? ownStoreProfileEditSchema : storeProfileEditSchema,
      labels,
      toStorePayload,
    ),
    validateInputOnBlur: ['password'],
  });
  const values = form.getValues();

  const pickPhoto = async (field: PhotoField, file: File | null) => {
    setFiles((current) => ({ ...current, [field]: file }));
    form.clearFieldError(field);
    if (!file) {
      form.setFieldValue(field, '');
      return;
    }
    try {
      form.setFieldValue(field, await readAsDataUrl(file));
    } catch {
      form.setFieldValue(field, '');
      form.setFieldError(field, t('boDashboard.storeEdit.photoUnreadable'));
    }
  };

  const submit = form.onSubmit((submitted) => {
    setFormError(null);
    edit.mutate(toStorePayload(submitted), {
      onSuccess: () => {
        toastSuccess(t('common.updated'));
        onSaved?.();
        onClose();
      },
      onError: (error) => {
        const { fields, form: message } = splitServerErrors(error, FIELDS, labels());
        form.setErrors(fields);
        setFormError(message);
      },
    });
  });

  const photoInput = (field: PhotoField, label: string, current: string | null | undefined) => (
    <Group gap="md" wrap="nowrap" align="flex-end">
      <Avatar
        src={values[field] || current || null}
        size={56}
        radius={field === 'url_photo' ? 56 : 'md'}
        alt=""
      >
        {field === 'url_photo' ? null : <IconBuildingStore size={24} />}
      </Avatar>
      <FileInput
        label={label}
        name={field}
        placeholder={t('common.choosePicture')}
        description={t('boDashboard.storeEdit.photoHint')}
        accept={IMAGE_TYPES}
        leftSection={<IconPhoto size={16} />}
        value={files[field]}
        onChange={(file) => void pickPhoto(field, file)}
        error={form.errors[field]}
        clearable
        style={{ flex: 1 }}
      />
    </Group>
  );

  return (
    <form onSubmit={submit} noValidate>
      <FormError message={formError} />
      <Stack gap="md">
        {photoInput('url_photo', t('boDashboard.storeEdit.fields.photo'), shop.url_photo)}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('common.firstName')}
            autoComplete="given-name"
            withAsterisk
            {...form.getInputProps('prenom')}
          />
          <TextInput
            label={t('common.lastName')}
            autoComplete="family-name"
            withAsterisk
            {...form.getInputProps('nom')}
          />
          <TextInput
            type="email"
            label={t('common.email')}
            autoComplete="email"
            withAsterisk
            {...form.getInputProps('email')}
          />
          <TextInput
            type="tel"
            dir="ltr"
            label={t('common.phone')}
            autoComplete="tel"
            withAsterisk
            {...form.getInputProps('telephone')}
          />
        </SimpleGrid>
        <Radio.Group label={t('common.genre')} {...form.getInputProps('genre')}>
          <Group gap="xl" mt={6}>
            <Radio value="home" label={t('enums.genre.home')} />
            <Radio value="femme" label={t('enums.genre.femme')} />
          </Group>
        </Radio.Group>
        {photoInput(
          'url_photo_magasin',
          t('boDashboard.storeEdit.fields.photoMagasin'),
          shop.url_photo_magasin,
        )}
        <TextInput
          label={t('common.designation')}
          autoComplete="organization"
          withAsterisk
          {...form.getInputProps('designation_magasin')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NativeSelect
            label={t('common.wilaya')}
            withAsterisk
            data={[{ value: '', label: t('boDashboard.storeEdit.fields.wilayaPrompt') }, ...wilayaOptions()]}
            {...form.getInputProps('wilaya_magasin')}
          />
          <TextInput
            label={t('common.address')}
            autoComplete="street-address"
            withAsterisk
            {...form.getInputProps('adresse_magasin')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('boDelivery.storeEdit.registreCommerce')}
            placeholder={t('boDelivery.storeEdit.rcPlaceholder')}
            description={t('boDelivery.storeEdit.legalHint')}
            {...form.getInputProps('registre_commerce')}
          />
          <TextInput
            label={t('boDelivery.storeEdit.nif')}
            placeholder={t('boDelivery.storeEdit.nifPlaceholder')}
            description={t('boDelivery.storeEdit.nifHint')}
            inputMode="numeric"
            {...form.getInputProps('nif')}
          />
        </SimpleGrid>
        <Textarea
          label={t('common.description')}
          rows={4}
          resize="vertical"
          {...form.getInputProps('description')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {SOCIAL.map(({ key, label }) => (
            <TextInput
              key={key}
              type="url"
              label={t(label)}
              placeholder="https://"
              {...form.getInputProps(key)}
            />
          ))}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <PasswordInput
            label={t('common.password')}
            description={t('boDashboard.storeEdit.passwordHint')}
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label={t('common.passwordConfirmation')}
            autoComplete="new-password"
            {...form.getInputProps('password_confirmation')}
          />
        </SimpleGrid>
        {kind === 'partner' && values.password && (
          <PasswordInput
            label={t('common.currentPassword')}
            description={t('boDashboard.storeEdit.currentPasswordHint')}
            autoComplete="current-password"
            withAsterisk
            {...form.getInputProps('current_password')}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={edit.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
