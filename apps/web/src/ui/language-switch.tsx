import { UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, type Language, setLanguage } from '@/lib/i18n';
import { DeferredMenu, type MenuLoader } from '@/ui/deferred-menu';
import classes from '@/ui/language-switch.module.css';
import type { LanguageMenuProps } from '@/ui/language-switch-part';

/** Each language named in itself (never translated), with the short tag shown on the button. */
export const LANGUAGE_NAMES: Record<Language, { name: string; short: string }> = {
  fr: { name: 'Français', short: 'FR' },
  ar: { name: 'العربية', short: 'العربية' },
  en: { name: 'English', short: 'EN' },
};

const loadPart: MenuLoader<LanguageMenuProps> = async () =>
  (await import('@/ui/language-switch-part')).LanguageSwitchPart;

interface LanguageSwitchProps {
  /** 'inherit' takes the colour of its bar (the storefront's dark top header). */
  color?: 'inherit' | 'default';
  /** Called once the app has switched (the storefront records a signed-in client's language). */
  onChanged?: (language: Language) => void;
}

/**
 * FR / العربية / EN, in the storefront header and both back-office top bars. The choice is saved
 * (localStorage 'souk.lang') and applies at once: catalogue, <html lang/dir>, Mantine direction.
 * The button is drawn at once; the menu's code comes on the first hover, touch, focus or click.
 */
export function LanguageSwitch({ color = 'default', onChanged }: LanguageSwitchProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [pending, setPending] = useState<Language | null>(null);

  async function choose(next: Language) {
    if (next === language) return;
    setPending(next);
    try {
      await setLanguage(next);
      onChanged?.(next);
    } catch {
      notifications.show({ color: 'red', message: t('language.loadError') });
    } finally {
      setPending(null);
    }
  }

  return (
    <DeferredMenu
      load={loadPart}
      props={{ language, onChoose: (code) => void choose(code) }}
      trigger={
        <UnstyledButton
          className={classes.button}
          data-color={color}
          // The visible tag ('FR', 'EN', 'العربية') is part of the name (WCAG 2.5.3, label in name).
          aria-label={t('language.change', { name: LANGUAGE_NAMES[language].short })}
          aria-busy={pending !== null || undefined}
        >
          <IconLanguage size={16} aria-hidden />
          <span lang={language}>{LANGUAGE_NAMES[language].short}</span>
          <IconChevronDown size={14} aria-hidden />
        </UnstyledButton>
      }
    />
  );
}
