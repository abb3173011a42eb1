import { Avatar } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pathFor } from '@/app/route-names';
import { useUserLogout } from '@/features/accounts/api/user-logout';
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
  const name = session?.user.name ?? '';

  return (
    <BackofficeTopBar
      navOpened={navOpened}
      onToggleNav={onToggleNav}
      homePath={pathFor('dashboard')}
      title={t('admin.title')}
      name={name}
      avatar={<Avatar name={name} color="initials" size={34} radius="xl" alt="" />}
      logout={logout}
    />
  );
}
