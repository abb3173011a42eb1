import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor } from '@/app/route-names';
import { useClientForgotPassword } from '@/features/accounts/api/client-forgot-password';
import { ForgotPasswordForm } from '@/features/accounts/components/forgot-password-form';
import { AuthCard } from '@/ui/auth-card';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const mutation = useClientForgotPassword();
  return (
    <AuthCard
      title={t('auth.forgot.title')}
      subtitle={t('auth.forgot.text')}
      footer={
        <Anchor component={Link} to={pathFor('Login')} size="sm">
          {t('auth.forgot.backToLogin')}
        </Anchor>
      }
    >
      <ForgotPasswordForm mutation={mutation} />
    </AuthCard>
  );
}
