import { ActionIcon, Avatar, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { pathFor } from '@/app/route-names';
import { useUserLogout } from '@/features/accounts/api/user-logout';
import { AdminAccountModal } from '@/features/accounts/components/admin-account-modal';
import { useSession } from '@/lib/sessions';
import { BackofficeTopBar } from '@/ui/backoffice-top-bar';

interface AdminTopBarProps {
  navOpened: boolean;
  onToggleNav: () => void;
}

export function AdminTopBar({ navOpened, onToggleNav }: AdminTopBarProps) {
  const { t } = useTranslation();
  const session = useSession('admin');
  const logout = useUserLogout(pathFor('login-admin'));
  const [accountOpened, account] = useDisclosure(false);
  const name = session?.user.name ?? '';

  return (
    <>
      <BackofficeTopBar
        navOpened={navOpened}
        onToggleNav={onToggleNav}
        homePath={pathFor('dashboard')}
        title={t('admin.title')}
        name={name}
        avatar={<Avatar name={name} color="initials" size={34} radius="xl" alt="" />}
        actions={
          session && (
            <Tooltip label={t('backoffice.account.menu')}>
              <ActionIcon
                variant="subtle"
                color="gray"
                onClick={account.open}
                aria-label={t('backoffice.account.menu')}
              >
                <IconUserCircle size={18} />
              </ActionIcon>
            </Tooltip>
          )
        }
        logout={logout}
      />
      {session && <AdminAccountModal opened={accountOpened} onClose={account.close} account={session.user} />}
    </>
  );
}
