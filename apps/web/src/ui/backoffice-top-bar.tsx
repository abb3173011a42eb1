import { Anchor, Box, Burger, Button, Group, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '@/lib/i18n';
import { AppLogo } from '@/ui/app-logo';
import { LanguageSwitch } from '@/ui/language-switch';

interface BackofficeTopBarProps {
  navOpened: boolean;
  onToggleNav: () => void;
  /** Where the logo leads (the area's dashboard) and the area's name beside it. */
  homePath: string;
  title: string;
  name: string;
  avatar: ReactNode;
  /** Extra actions between the name and Logout (the partner's theme settings). */
  actions?: ReactNode;
  logout: { pending: boolean; signOut: () => void };
  /** After the language switched (the partner's is recorded for its e-mails). */
  onLanguageChanged?: (language: Language) => void;
}

/** The top bar shared by the admin and partner areas: menu toggle, logo, user, Logout. */
export function BackofficeTopBar(props: BackofficeTopBarProps) {
  const { t } = useTranslation();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={props.navOpened}
          onClick={props.onToggleNav}
          hiddenFrom="md"
          size="sm"
          aria-label={t('backoffice.toggleNav')}
        />
        <Anchor component={Link} to={props.homePath} underline="never" c="inherit">
          {/* Named by what it shows, the logo's 'Souk' then the title (WCAG 2.5.3, label in name). */}
          <Group gap="xs" wrap="nowrap">
            <AppLogo size={30} />
            <Text size="sm" c="dimmed" fw={600} visibleFrom="sm">
              {props.title}
            </Text>
          </Group>
        </Anchor>
      </Group>
      <Group gap="sm" wrap="nowrap">
        {/* On a phone the avatar gives its room to the actions (the name is hidden there too). */}
        <Box visibleFrom="xs">{props.avatar}</Box>
        <Text size="sm" fw={600} visibleFrom="xs" truncate maw={220}>
          {props.name}
        </Text>
        <LanguageSwitch onChanged={props.onLanguageChanged} />
        {props.actions}
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          leftSection={<IconLogout size={16} />}
          loading={props.logout.pending}
          onClick={props.logout.signOut}
          aria-label={t('backoffice.logout')}
        >
          {/* The icon alone on a phone, where the words would push the bar past the screen. */}
          <Box component="span" visibleFrom="xs">
            {t('backoffice.logout')}
          </Box>
        </Button>
      </Group>
    </Group>
  );
}
