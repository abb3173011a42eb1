import { Anchor, Avatar, Burger, Button, Group, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor } from '@/app/route-names';
import { useUserLogout } from '@/features/accounts/api/user-logout';
import { useSession } from '@/lib/sessions';
import { AppLogo } from '@/ui/app-logo';

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
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="md"
          size="sm"
          aria-label={t('backoffice.toggleNav')}
        />
        <Anchor
          component={Link}
          to={pathFor('dashboard')}
          underline="never"
          c="inherit"
          aria-label={t('admin.title')}
        >
          <Group gap="xs" wrap="nowrap">
            <AppLogo size={30} />
            <Text size="sm" c="dimmed" fw={600} visibleFrom="sm">
              {t('admin.title')}
            </Text>
          </Group>
        </Anchor>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <Avatar name={name} color="initials" size={34} radius="xl" alt="" />
        <Text size="sm" fw={600} visibleFrom="xs" truncate maw={220}>
          {name}
        </Text>
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          leftSection={<IconLogout size={16} />}
          loading={logout.pending}
          onClick={logout.signOut}
        >
          {t('backoffice.logout')}
        </Button>
      </Group>
    </Group>
  );
}
