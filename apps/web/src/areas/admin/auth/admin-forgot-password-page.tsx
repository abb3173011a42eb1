import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor } from '@/app/route-names';
import { useUserForgotPassword } from '@/features/accounts/api/user-forgot-password';
import { ForgotPasswordForm } from '@/features/accounts/components/forgot-password-form';
import { AuthCard } from '@/ui/auth-card';
import { AuthPageShell } from '@/ui/auth-page-shell';

export function AdminForgotPasswordPage() {
  const { t } = useTranslation();
  const mutation = useUserForgotPassword();
  return (
    <AuthPageShell>
      <AuthCard
        title={t('auth.forgot.title')}
        subtitle={t('auth.forgot.text')}
        footer={
          <Anchor component={Link} to={pathFor('login-admin')} size="sm">
            {t('auth.forgot.backToLogin')}
          </Anchor>
        }
      >
        <ForgotPasswordForm mutation={mutation} />
      </AuthCard>
    </AuthPageShell>
  );
}
