import { ActionIcon, Avatar, Tooltip } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { pathFor } from '@/app/route-names';
import { useMarchandLogout } from '@/features/accounts/api/marchand-logout';
import { saveStoreLanguage } from '@/features/shops/api/save-store-language';
import { useSession } from '@/lib/sessions';
import { fullName } from '@/lib/text';
import { BackofficeTopBar } from '@/ui/backoffice-top-bar';

interface PartnerTopBarProps {
  navOpened: boolean;
  onToggleNav: () => void;
  onOpenSettings: () => void;
}

export function PartnerTopBar({ navOpened, onToggleNav, onOpenSettings }: PartnerTopBarProps) {
  const { t } = useTranslation();
  const session = useSession('partner');
  // Logout returns to the public login page (docs/product/partner.md, Layout).
  const logout = useMarchandLogout(pathFor('Login'));
  const name = fullName(session?.marchand);

  return (
    <BackofficeTopBar
      navOpened={navOpened}
      onToggleNav={onToggleNav}
      homePath={pathFor('dashboard-partenaire')}
      title={t('partner.title')}
      name={name}
      avatar={
        // Without a photo Mantine draws its default avatar.
        <Avatar
          src={session?.marchand.url_photo || null}
          alt={t('common.photoOf', { name })}
          size={34}
          radius="xl"
          color="souk"
        />
      }
      actions={
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
      }
      logout={logout}
      onLanguageChanged={(language) => void saveStoreLanguage(language)}
    />
  );
}
