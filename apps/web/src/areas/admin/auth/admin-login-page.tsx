import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { pathFor } from '@/app/route-names';
import { useUserLogin } from '@/features/accounts/api/user-login';
import { LoginForm } from '@/features/accounts/components/login-form';
import { AuthCard } from '@/ui/auth-card';
import { AuthPageShell } from '@/ui/auth-page-shell';

export function AdminLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useUserLogin();
  return (
    <AuthPageShell>
      <AuthCard title={t('auth.admin.loginTitle')} subtitle={t('auth.admin.loginSubtitle')}>
        <LoginForm
          mutation={login}
          submitLabel={t('auth.admin.loginSubmit')}
          onSuccess={() => navigate(pathFor('dashboard'))}
          extra={
            <Group justify="flex-end">
              <Anchor component={Link} to={pathFor('forgotPasswordAdmin')} size="sm">
                {t('common.forgotPassword')}
              </Anchor>
            </Group>
          }
        />
      </AuthCard>
    </AuthPageShell>
  );
}
