import { Button, Group, Modal, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type AdminAccount, adminProfileEditSchema } from '@souk/domain/auth-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type UserProfileEditPayload, useUserProfileEdit } from '@/features/accounts/api/user-profile-edit';
import { toastSuccess } from '@/features/backoffice/feedback';
import { splitServerErrors } from '@/lib/form-errors';
import { usePasswordStrength } from '@/lib/password-strength';
import { zodValidate } from '@/lib/zod-form';
import { FormError } from '@/ui/form-error';

const FIELDS = ['name', 'password', 'password_confirmation', 'current_password'] as const;
/** The form's fields as typed ('' = left blank). */
type Values = Record<(typeof FIELDS)[number], string>;

export function toPayload({
  name,
  password,
  password_confirmation,
  current_password,
}: Values): UserProfileEditPayload {
  return { name, ...(password ? { password, password_confirmation, current_password } : {}) };
}

interface AdminAccountModalProps {
  opened: boolean;
  onClose: () => void;
  account: Pick<AdminAccount, 'name' | 'email'>;
}

/** "Mon compte" of the admin top bar (docs/product/admin.md, My account). */
export function AdminAccountModal({ opened, onClose, account }: AdminAccountModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('backoffice.account.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened && <AdminAccountForm account={account} onClose={onClose} />}
    </Modal>
  );
}

/**
 * The administrator's own name and password, checked with the API's schema before sending: a new
 * password needs its confirmation and the current password, asked for once a new one is typed.
 */
function AdminAccountForm({ account, onClose }: Omit<AdminAccountModalProps, 'opened'>) {
  const { t } = useTranslation();
  const edit = useUserProfileEdit();
  const [formError, setFormError] = useState<string | null>(null);
  // The domain schema's password rule needs the strength dictionaries (decision 0031).
  usePasswordStrength();
  const labels = () => ({
    name: t('common.name'),
    password: t('backoffice.account.password'),
    password_confirmation: t('common.passwordConfirmation'),
  });
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { name: account.name, password: '', password_confirmation: '', current_password: '' },
    validate: zodValidate<Values>(adminProfileEditSchema, labels),
    validateInputOnBlur: ['password'],
  });

  const submit = form.onSubmit((values) => {
    setFormError(null);
    edit.mutate(toPayload(values), {
      onSuccess: () => {
        toastSuccess(t('common.updated'));
        onClose();
      },
      onError: (error) => {
        const { fields, form: message } = splitServerErrors(error, FIELDS, labels());
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
          autoComplete="name"
          withAsterisk
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t('common.email')}
          description={t('backoffice.account.emailHint')}
          value={account.email}
          readOnly
        />
        <PasswordInput
          label={t('backoffice.account.password')}
          description={t('backoffice.account.passwordHint')}
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={t('common.passwordConfirmation')}
          autoComplete="new-password"
          {...form.getInputProps('password_confirmation')}
        />
        {form.getValues().password && (
          <PasswordInput
            label={t('common.currentPassword')}
            description={t('backoffice.account.currentPasswordHint')}
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
