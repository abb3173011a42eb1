import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { loginSchema } from '@souk/domain/auth-schemas';
import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginPayload } from '@/features/accounts/account-types';
import { splitServerErrors } from '@/lib/form-errors';
import { zodValidate } from '@/lib/zod-form';
import { FormError } from '@/ui/form-error';

const FIELDS = ['email', 'password'] as const;

interface LoginFormProps<TData> {
  mutation: UseMutationResult<TData, Error, LoginPayload>;
  submitLabel: string;
  onSuccess: (data: TData) => void;
  /** Rendered between the fields and the button (e.g. the forgot-password link). */
  extra?: ReactNode;
}

/**
 * E-mail + password form shared by the client, partner and admin logins, checked with the API's
 * schema before sending; the server's 422 messages go under their field, any other reply message in
 * red above the form.
 */
export function LoginForm<TData>({ mutation, submitLabel, onSuccess, extra }: LoginFormProps<TData>) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<LoginPayload>({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: zodValidate<LoginPayload>(loginSchema),
  });

  const submit = form.onSubmit((values) => {
    setFormError(null);
    mutation.mutate(values, {
      onSuccess,
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
          type="email"
          label={t('common.email')}
          autoComplete="email"
          withAsterisk
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={t('common.password')}
          autoComplete="current-password"
          withAsterisk
          {...form.getInputProps('password')}
        />
        {extra}
        <Button type="submit" fullWidth size="md" loading={mutation.isPending} disabled={mutation.isPending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
