import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { pathFor } from '@/app/route-names';
import { useMarchandLogin } from '@/features/accounts/api/marchand-login';
import { LoginForm } from '@/features/accounts/components/login-form';
import { AuthCard } from '@/ui/auth-card';
import { AuthPageShell } from '@/ui/auth-page-shell';

export function PartnerLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useMarchandLogin();
  return (
    <AuthPageShell>
      <AuthCard title={t('auth.partner.loginTitle')} subtitle={t('auth.partner.loginSubtitle')}>
        <LoginForm
          mutation={login}
          submitLabel={t('auth.partner.loginSubmit')}
          onSuccess={() => navigate(pathFor('dashboard-partenaire'))}
          extra={
            <Group justify="flex-end">
              <Anchor component={Link} to={pathFor('forgotPasswordPartenaire')} size="sm">
                {t('common.forgotPassword')}
              </Anchor>
            </Group>
          }
        />
      </AuthCard>
    </AuthPageShell>
  );
}
