import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { adminRegisterSchema } from '@souk/domain/auth-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { pathFor } from '@/app/route-names';
import type { UserRegisterPayload } from '@/features/accounts/account-types';
import { useUserRegister } from '@/features/accounts/api/user-register';
import { splitServerErrors } from '@/lib/form-errors';
import { usePasswordStrength } from '@/lib/password-strength';
import { zodValidate } from '@/lib/zod-form';
import { AuthCard } from '@/ui/auth-card';
import { AuthPageShell } from '@/ui/auth-page-shell';
import { FormError } from '@/ui/form-error';

const FIELDS = ['name', 'email', 'password', 'password_confirmation'] as const;

export function AdminRegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const register = useUserRegister();
  const [formError, setFormError] = useState<string | null>(null);
  usePasswordStrength();
  const form = useForm<UserRegisterPayload>({
    mode: 'controlled',
    initialValues: { name: '', email: '', password: '', password_confirmation: '' },
    // The API's schema (the strength rule said as soon as the field is left, decision 0031).
    validate: zodValidate<UserRegisterPayload>(adminRegisterSchema),
    validateInputOnBlur: ['password'],
  });

  const submit = form.onSubmit((values) => {
    setFormError(null);
    register.mutate(values, {
      onSuccess: () => navigate(pathFor('login-admin')),
      onError: (error) => {
        const { fields, form: message } = splitServerErrors(error, FIELDS);
        form.setErrors(fields);
        setFormError(message);
      },
    });
  });

  return (
    <AuthPageShell>
      <AuthCard
        title={t('auth.admin.registerTitle')}
        footer={
          <Text size="sm">
            {t('auth.admin.haveAccount')}{' '}
            <Anchor component={Link} to={pathFor('login-admin')} fw={600}>
              {t('common.logIn')}
            </Anchor>
          </Text>
        }
      >
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
              type="email"
              label={t('common.email')}
              autoComplete="email"
              withAsterisk
              {...form.getInputProps('email')}
            />
            <PasswordInput
              label={t('common.password')}
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
              loading={register.isPending}
              disabled={register.isPending}
            >
              {t('auth.admin.registerSubmit')}
            </Button>
          </Stack>
        </form>
      </AuthCard>
    </AuthPageShell>
  );
}
