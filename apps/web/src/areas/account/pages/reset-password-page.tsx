import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { pathFor } from '@/app/route-names';
import { useClientResetPassword } from '@/features/accounts/api/client-reset-password';
import { ResetPasswordForm } from '@/features/accounts/components/reset-password-form';
import { AuthCard } from '@/ui/auth-card';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const mutation = useClientResetPassword();
  return (
    <AuthCard title={t('auth.reset.title')} subtitle={t('auth.reset.text')}>
      <ResetPasswordForm mutation={mutation} token={token} loginPath={pathFor('Login')} />
    </AuthCard>
  );
}
