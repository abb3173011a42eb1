import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTimeout } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { resetPasswordSchema } from '@souk/domain/auth-schemas';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MessageReply, ResetPasswordPayload } from '@/features/accounts/account-types';
import { isApiError } from '@/lib/api-client';
import { splitServerErrors } from '@/lib/form-errors';
import { usePasswordStrength } from '@/lib/password-strength';
import { unshownErrors, zodValidate } from '@/lib/zod-form';
import { FormError } from '@/ui/form-error';

/**
 * The reset screen (docs/product/storefront-and-client.md, Login, register, recovery) waits 800 ms
 * after the success toast before going to the login.
 */
export const RESET_REDIRECT_DELAY = 800;

const FIELDS = ['password', 'password_confirmation'] as const;

interface ResetPasswordFormProps {
  mutation: UseMutationResult<MessageReply, Error, ResetPasswordPayload>;
  token: string;
  loginPath: string;
}

export function ResetPasswordForm({ mutation, token, loginPath }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const [oopsOpened, setOopsOpened] = useState(false);
  const redirect = useTimeout(() => navigate(loginPath), RESET_REDIRECT_DELAY);
  usePasswordStrength();
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', password_confirmation: '' },
    // The API's schema (the strength rule said as soon as the field is left, decision 0031).
    validate: zodValidate<Omit<ResetPasswordPayload, 'token'>>(resetPasswordSchema, undefined, (values) => ({
      token,
      ...values,
    })),
    validateInputOnBlur: ['password'],
  });
  const { password, password_confirmation } = form.getValues();
  const incomplete = !password || !password_confirmation;

  const submit = form.onSubmit(
    (values) => {
      setFormError(null);
      mutation.mutate(
        { token, ...values },
        {
          onSuccess: () => {
            notifications.show({ color: 'green', message: t('common.success'), autoClose: 1500 });
            redirect.start();
          },
          onError: (error) => {
            // 401: the link is invalid or expired; the screen answers with a popup, not field errors.
            if (isApiError(error) && error.status === 401) {
              setOopsOpened(true);
              return;
            }
            const { fields, form: message } = splitServerErrors(error, FIELDS);
            form.setErrors(fields);
            setFormError(message);
          },
        },
      );
    },
    (errors) => setFormError(unshownErrors(errors, FIELDS)),
  );

  return (
    <>
      <form onSubmit={submit} noValidate>
        <FormError message={formError} />
        <Stack gap="md">
          <PasswordInput
            label={t('auth.reset.password')}
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label={t('common.passwordConfirmation')}
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('password_confirmation')}
          />
          <Button
            type="submit"
            fullWidth
            size="md"
            loading={mutation.isPending}
            disabled={incomplete || mutation.isPending}
          >
            {t('common.submit')}
          </Button>
        </Stack>
      </form>
      <Modal
        opened={oopsOpened}
        onClose={() => setOopsOpened(false)}
        title={t('common.oops')}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Text>{t('auth.reset.oopsText')}</Text>
        <Group justify="flex-end" mt="lg">
          <Button onClick={() => setOopsOpened(false)}>{t('common.ok')}</Button>
        </Group>
      </Modal>
    </>
  );
}
