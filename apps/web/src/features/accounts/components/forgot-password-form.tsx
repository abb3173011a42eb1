import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ForgotPasswordPayload, MessageReply } from '@/features/accounts/account-types';

interface ForgotPasswordFormProps {
  mutation: UseMutationResult<MessageReply, Error, ForgotPasswordPayload>;
}

/** One e-mail field; success and any failure each show their fixed message. */
export function ForgotPasswordForm({ mutation }: ForgotPasswordFormProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<'success' | 'failure' | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim() || mutation.isPending) return;
    setOutcome(null);
    mutation.mutate(
      { email: email.trim() },
      { onSuccess: () => setOutcome('success'), onError: () => setOutcome('failure') },
    );
  };

  return (
    <form onSubmit={submit}>
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
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
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
