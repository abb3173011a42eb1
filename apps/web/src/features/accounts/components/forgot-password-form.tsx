import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { forgotPasswordSchema } from '@souk/domain/auth-schemas';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ForgotPasswordPayload, MessageReply } from '@/features/accounts/account-types';
import { zodValidate } from '@/lib/zod-form';

interface ForgotPasswordFormProps {
  mutation: UseMutationResult<MessageReply, Error, ForgotPasswordPayload>;
}

/**
 * One e-mail field, checked with the API's schema before sending; success and any failure each show
 * their fixed message.
 */
export function ForgotPasswordForm({ mutation }: ForgotPasswordFormProps) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<'success' | 'failure' | null>(null);
  const form = useForm<ForgotPasswordPayload>({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: zodValidate<ForgotPasswordPayload>(forgotPasswordSchema),
  });
  const email = form.getValues().email;

  const submit = form.onSubmit((values) => {
    if (mutation.isPending) return;
    setOutcome(null);
    mutation.mutate(
      { email: values.email.trim() },
      { onSuccess: () => setOutcome('success'), onError: () => setOutcome('failure') },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {outcome === 'success' && (
          <Alert color="green" icon={<IconCircleCheck />} role="status">
            {t('auth.forgot.success')}
          </Alert>
        )}
        {outcome === 'failure' && (
          <Alert color="red" icon={<IconCircleX />} role="alert">
            {t('auth.forgot.failure')}
          </Alert>
        )}
        <TextInput
          type="email"
          required
          label={t('common.email')}
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <Button
          type="submit"
          fullWidth
          size="md"
          loading={mutation.isPending}
          disabled={!email.trim() || mutation.isPending}
        >
          {t('common.submit')}
        </Button>
      </Stack>
    </form>
  );
}
