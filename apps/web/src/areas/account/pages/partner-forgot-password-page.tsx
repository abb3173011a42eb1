import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor } from '@/app/route-names';
import { useMarchandForgotPassword } from '@/features/accounts/api/marchand-forgot-password';
import { ForgotPasswordForm } from '@/features/accounts/components/forgot-password-form';
import { AuthCard } from '@/ui/auth-card';

export function PartnerForgotPasswordPage() {
  const { t } = useTranslation();
  const mutation = useMarchandForgotPassword();
  return (
    <AuthCard
      title={t('auth.forgot.partnerTitle')}
      subtitle={t('auth.forgot.text')}
      footer={
        <Anchor component={Link} to={pathFor('Login', {}, { tab: 'partenaire' })} size="sm">
          {t('auth.forgot.backToLogin')}
        </Anchor>
      }
    >
      <ForgotPasswordForm mutation={mutation} />
    </AuthCard>
  );
}
