import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { pathFor } from '@/app/route-names';
import { useUserResetPassword } from '@/features/accounts/api/user-reset-password';
import { ResetPasswordForm } from '@/features/accounts/components/reset-password-form';
import { AuthCard } from '@/ui/auth-card';
import { AuthPageShell } from '@/ui/auth-page-shell';

export function AdminResetPasswordPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const mutation = useUserResetPassword();
  return (
    <AuthPageShell>
      <AuthCard title={t('auth.reset.title')} subtitle={t('auth.reset.text')}>
        <ResetPasswordForm mutation={mutation} token={token} loginPath={pathFor('login-admin')} />
      </AuthCard>
    </AuthPageShell>
  );
}
