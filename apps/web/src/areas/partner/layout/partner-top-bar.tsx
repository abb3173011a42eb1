import { ActionIcon, Anchor, Avatar, Burger, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconLogout, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor } from '@/app/route-names';
import { useMarchandLogout } from '@/features/accounts/api/marchand-logout';
import { useSession } from '@/lib/sessions';
import { fullName } from '@/lib/text';
import { AppLogo } from '@/ui/app-logo';

interface PartnerTopBarProps {
  navOpened: boolean;
  onToggleNav: () => void;
  onOpenSettings: () => void;
}

export function PartnerTopBar({ navOpened, onToggleNav, onOpenSettings }: PartnerTopBarProps) {
  const { t } = useTranslation();
  const session = useSession('partner');
  // Partner spec §2: logout returns to the public login page.
  const logout = useMarchandLogout(pathFor('Login'));
  const name = fullName(session?.marchand);

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
          to={pathFor('dashboard-partenaire')}
          underline="never"
          c="inherit"
          aria-label={t('partner.title')}
        >
          <Group gap="xs" wrap="nowrap">
            <AppLogo size={30} />
            <Text size="sm" c="dimmed" fw={600} visibleFrom="sm">
              {t('partner.title')}
            </Text>
          </Group>
        </Anchor>
      </Group>
      <Group gap="sm" wrap="nowrap">
        {/* Without a photo Mantine draws its default avatar. */}
        <Avatar
          src={session?.marchand.url_photo || null}
          alt={t('partner.avatarAlt', { name })}
          size={34}
          radius="xl"
          color="souk"
        />
        <Text size="sm" fw={600} visibleFrom="xs" truncate maw={220}>
          {name}
        </Text>
        <Tooltip label={t('partner.settings.open')}>
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={onOpenSettings}
            aria-label={t('partner.settings.open')}
          >
            <IconSettings size={18} />
          </ActionIcon>
        </Tooltip>
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
