import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { pathFor } from '@/app/route-names';
import { useMarchandResetPassword } from '@/features/accounts/api/marchand-reset-password';
import { ResetPasswordForm } from '@/features/accounts/components/reset-password-form';
import { AuthCard } from '@/ui/auth-card';

export function PartnerResetPasswordPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const mutation = useMarchandResetPassword();
  return (
    <AuthCard title={t('auth.reset.partnerTitle')} subtitle={t('auth.reset.text')}>
      <ResetPasswordForm
        mutation={mutation}
        token={token}
        loginPath={pathFor('Login', {}, { tab: 'partenaire' })}
      />
    </AuthCard>
  );
}
