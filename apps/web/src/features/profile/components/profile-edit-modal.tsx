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
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { genreSchema } from '@souk/domain/auth-schemas';
import { profileEditSchema } from '@souk/domain/client-schemas';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditProfile } from '@/features/profile/api/edit-profile';
import type { ProfileEditPayload, ShownProfile } from '@/features/profile/profile-types';
import { splitServerErrors } from '@/lib/form-errors';
import { usePasswordStrength } from '@/lib/password-strength';
import { wilayaOptions } from '@/lib/wilayas';
import { zodValidate } from '@/lib/zod-form';
import { FormError } from '@/ui/form-error';

const FIELDS = [
  'url_photo',
  'nom',
  'prenom',
  'genre',
  'telephone',
  'adresse',
  'wilaya',
  'facebook',
  'instagram',
  'linkedin',
  'twitter',
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

function initialValues(profile: ShownProfile): Values {
  return {
    nom: profile.nom ?? '',
    prenom: profile.prenom ?? '',
    genre: profile.genre ?? '',
    telephone: profile.telephone ?? '',
    adresse: profile.adresse ?? '',
    wilaya: profile.wilaya ?? '',
    facebook: profile.facebook ?? '',
    instagram: profile.instagram ?? '',
    linkedin: profile.linkedin ?? '',
    twitter: profile.twitter ?? '',
    // Empty unless a new photo is picked: the current one is never sent back.
    url_photo: '',
    password: '',
    password_confirmation: '',
    current_password: '',
  };
}

/** Blank choices are "missing" for the schema ('… est obligatoire'), not an unknown value. */
const validate = zodValidate<Values>(profileEditSchema, undefined, (values) => ({
  ...values,
  genre: values.genre || undefined,
  wilaya: values.wilaya || undefined,
}));

/** What is sent; null while the genre is none of the schema's (the form's check refuses it first). */
export function toPayload(values: Values): ProfileEditPayload | null {
  const { url_photo, password, password_confirmation, current_password, genre: typed, ...rest } = values;
  const genre = genreSchema.safeParse(typed);
  if (!genre.success) return null;
  return {
    ...rest,
    genre: genre.data,
    ...(url_photo ? { url_photo } : {}),
    ...(password ? { password, password_confirmation, current_password } : {}),
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

interface ProfileEditModalProps {
  opened: boolean;
  onClose: () => void;
  profile: ShownProfile;
}

export function ProfileEditModal({ opened, onClose, profile }: ProfileEditModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('profile.editTitle')}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened && <ProfileEditForm profile={profile} onClose={onClose} />}
    </Modal>
  );
}

/**
 * Profile edit (docs/product/storefront-and-client.md, Profile): the rules of the server's schema
 * checked before sending (required fields, password confirmation); the photo goes as a data URL only
 * when a new one was picked.
 */
function ProfileEditForm({ profile, onClose }: { profile: ShownProfile; onClose: () => void }) {
  const { t } = useTranslation();
  const edit = useEditProfile();
  const [formError, setFormError] = useState<string | null>(null);
  const [photoFile, setPhotoFile] = useState<File | null>(null);
  // The domain schema's password rule needs the strength dictionaries (decision 0031).
  usePasswordStrength();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: initialValues(profile),
    validate,
    validateInputOnBlur: ['password'],
  });
  const photo = form.getValues().url_photo;

  const pickPhoto = async (file: File | null) => {
    setPhotoFile(file);
    form.clearFieldError('url_photo');
    if (!file) {
      form.setFieldValue('url_photo', '');
      return;
    }
    try {
      form.setFieldValue('url_photo', await readAsDataUrl(file));
    } catch {
      form.setFieldValue('url_photo', '');
      form.setFieldError('url_photo', t('profile.photoUnreadable'));
    }
  };

  const submit = form.onSubmit((values) => {
    setFormError(null);
    const payload = toPayload(values);
    if (!payload) return;
    edit.mutate(payload, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('common.updated'), autoClose: 2500 });
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
        <Group gap="md" wrap="nowrap" align="flex-end">
          <Avatar src={photo || profile.url_photo || null} size={64} radius={64} alt="" />
          <FileInput
            label={t('profile.fields.photo')}
            placeholder={t('common.choosePicture')}
            description={t('profile.fields.photoHint')}
            accept="image/png,image/jpeg,image/webp,image/gif"
            leftSection={<IconPhoto size={16} />}
            value={photoFile}
            onChange={(file) => void pickPhoto(file)}
            error={form.errors.url_photo}
            clearable
            style={{ flex: 1 }}
          />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('common.lastName')}
            autoComplete="family-name"
            withAsterisk
            {...form.getInputProps('nom')}
          />
          <TextInput
            label={t('common.firstName')}
            autoComplete="given-name"
            withAsterisk
            {...form.getInputProps('prenom')}
          />
        </SimpleGrid>
        <Radio.Group label={t('common.genre')} withAsterisk {...form.getInputProps('genre')}>
          <Group gap="xl" mt={6}>
            <Radio value="home" label={t('enums.genre.home')} />
            <Radio value="femme" label={t('enums.genre.femme')} />
          </Group>
        </Radio.Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            type="tel"
            dir="ltr"
            label={t('common.phone')}
            autoComplete="tel"
            withAsterisk
            {...form.getInputProps('telephone')}
          />
          <NativeSelect
            label={t('common.wilaya')}
            withAsterisk
            data={[{ value: '', label: t('common.chooseWilaya') }, ...wilayaOptions()]}
            {...form.getInputProps('wilaya')}
          />
        </SimpleGrid>
        <TextInput
          label={t('common.address')}
          autoComplete="street-address"
          withAsterisk
          {...form.getInputProps('adresse')}
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
            label={t('profile.fields.password')}
            description={t('profile.fields.passwordHint')}
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label={t('common.passwordConfirmation')}
            autoComplete="new-password"
            {...form.getInputProps('password_confirmation')}
          />
        </SimpleGrid>
        {form.getValues().password && (
          <PasswordInput
            label={t('common.currentPassword')}
            description={t('profile.fields.currentPasswordHint')}
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
