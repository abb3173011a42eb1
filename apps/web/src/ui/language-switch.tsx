import { Menu, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, LANGUAGES, type Language, setLanguage } from '@/lib/i18n';
import classes from '@/ui/language-switch.module.css';

/** Each language named in itself (never translated), with the short tag shown on the button. */
const NAMES: Record<Language, { name: string; short: string }> = {
  fr: { name: 'Français', short: 'FR' },
  ar: { name: 'العربية', short: 'العربية' },
  en: { name: 'English', short: 'EN' },
};

interface LanguageSwitchProps {
  /** 'inherit' takes the colour of its bar (the storefront's dark top header). */
  color?: 'inherit' | 'default';
}

/**
 * FR / العربية / EN, in the storefront header and both back-office top bars. The choice is saved
 * (localStorage 'souk.lang') and applies at once: catalogue, <html lang/dir>, Mantine direction.
 */
export function LanguageSwitch({ color = 'default' }: LanguageSwitchProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [pending, setPending] = useState<Language | null>(null);

  async function choose(next: Language) {
    if (next === language) return;
    setPending(next);
    try {
      await setLanguage(next);
    } catch {
      notifications.show({ color: 'red', message: t('language.loadError') });
    } finally {
      setPending(null);
    }
  }

  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={180}>
      <Menu.Target>
        <UnstyledButton
          className={classes.button}
          data-color={color}
          aria-label={t('language.change', { name: NAMES[language].name })}
          aria-busy={pending !== null || undefined}
        >
          <IconLanguage size={16} aria-hidden />
          <span lang={language}>{NAMES[language].short}</span>
          <IconChevronDown size={14} aria-hidden />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('language.label')}</Menu.Label>
        {LANGUAGES.map((code) => (
          <Menu.Item
            key={code}
            lang={code}
            dir={code === 'ar' ? 'rtl' : 'ltr'}
            aria-current={code === language ? 'true' : undefined}
            rightSection={code === language ? <IconCheck size={14} aria-hidden /> : null}
            onClick={() => void choose(code)}
          >
            {NAMES[code].name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
