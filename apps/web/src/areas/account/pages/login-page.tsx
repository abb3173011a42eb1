// Beyond the storefront's first-view styles (app/mantine-first-view-styles.ts): the server draws login
// with those and these two, not the whole Mantine sheet (30 KB gzip, which held its first paint back).
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/Tabs.layer.css';
import { Anchor, Group, Tabs, Text } from '@mantine/core';
import { IconBuildingStore, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { pathFor } from '@/app/route-names';
import { useClientLogin } from '@/features/accounts/api/client-login';
import { useMarchandLogin } from '@/features/accounts/api/marchand-login';
import { LoginForm } from '@/features/accounts/components/login-form';
import { AuthCard } from '@/ui/auth-card';

const PARTNER_TAB = 'partenaire';

/** Login: two tabs, Client and Partenaire, each with its own form and session. */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const clientLogin = useClientLogin();
  const partnerLogin = useMarchandLogin();
  const tab = params.get('tab') === PARTNER_TAB ? PARTNER_TAB : 'client';

  const forgotLink = (to: string) => (
    <Group justify="flex-end">
      <Anchor component={Link} to={to} size="sm">
        {t('common.forgotPassword')}
      </Anchor>
    </Group>
  );

  return (
    <AuthCard title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <Tabs
        value={tab}
        onChange={(value) => setParams(value === PARTNER_TAB ? { tab: PARTNER_TAB } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List grow mb="lg" aria-label={t('auth.login.tabs')}>
          <Tabs.Tab value="client" leftSection={<IconUser size={16} />}>
            {t('auth.login.clientTab')}
          </Tabs.Tab>
          <Tabs.Tab value={PARTNER_TAB} leftSection={<IconBuildingStore size={16} />}>
            {t('auth.login.partnerTab')}
          </Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="client">
          <LoginForm
            mutation={clientLogin}
            submitLabel={t('common.logIn')}
            onSuccess={() => navigate(pathFor('Profile'))}
            extra={forgotLink(pathFor('forgotPassword'))}
          />
          <Text size="sm" ta="center" mt="lg">
            {t('auth.login.noAccount')}{' '}
            <Anchor component={Link} to={pathFor('Register')} fw={600}>
              {t('auth.login.register')}
            </Anchor>
          </Text>
        </Tabs.Panel>

        <Tabs.Panel value={PARTNER_TAB}>
          <LoginForm
            mutation={partnerLogin}
            submitLabel={t('common.logIn')}
            onSuccess={() => navigate(pathFor('dashboard-partenaire'))}
            extra={forgotLink(pathFor('forgotPasswordPartenaire'))}
          />
          <Text size="sm" ta="center" mt="lg">
            {t('auth.login.notPartner')}{' '}
            <Anchor component={Link} to={pathFor('demandePartenaire')} fw={600}>
              {t('auth.login.partnerRequest')}
            </Anchor>
          </Text>
        </Tabs.Panel>
      </Tabs>
    </AuthCard>
  );
}
