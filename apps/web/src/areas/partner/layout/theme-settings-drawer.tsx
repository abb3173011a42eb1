import { Drawer, Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { savePartnerTheme, setAppearance, type ThemeMode, useAppearance } from '@/lib/appearance';
import type { TranslationKey } from '@/lib/i18n';

const SWITCHES: readonly { mode: ThemeMode; label: TranslationKey }[] = [
  { mode: 'light', label: 'partner.settings.light' },
  { mode: 'dark', label: 'partner.settings.dark' },
  { mode: 'rtl', label: 'partner.settings.rtl' },
  { mode: 'dark-rtl', label: 'partner.settings.darkRtl' },
];

interface ThemeSettingsDrawerProps {
  opened: boolean;
  onClose: () => void;
}

/** Settings panel: four mutually exclusive theme switches, remembered in localStorage. */
export function ThemeSettingsDrawer({ opened, onClose }: ThemeSettingsDrawerProps) {
  const { t } = useTranslation();
  const mode = useAppearance();

  const choose = (next: ThemeMode) => {
    savePartnerTheme(next);
    setAppearance(next);
  };

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={300}
      title={t('partner.settings.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="lg" role="group" aria-label={t('partner.settings.title')}>
        {SWITCHES.map(({ mode: value, label }) => (
          <Switch
            key={value}
            label={t(label)}
            checked={mode === value}
            // Turning the active switch off falls back to the default light theme.
            onChange={(event) => choose(event.currentTarget.checked ? value : 'light')}
            size="md"
          />
        ))}
      </Stack>
    </Drawer>
  );
}
