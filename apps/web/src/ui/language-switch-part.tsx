import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@/lib/i18n';
import type { DeferredMenuParts } from '@/ui/deferred-menu';
import { LANGUAGE_NAMES } from '@/ui/language-switch';

export interface LanguageMenuProps {
  language: Language;
  onChoose: (language: Language) => void;
}

/** The language menu itself, loaded on the first sign of intent (`LanguageSwitch`). */
export function LanguageSwitchPart({
  language,
  onChoose,
  trigger,
  defaultOpened,
}: LanguageMenuProps & DeferredMenuParts) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={180} defaultOpened={defaultOpened}>
      <Menu.Target>{trigger}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('language.label')}</Menu.Label>
        {LANGUAGES.map((code) => (
          <Menu.Item
            key={code}
            lang={code}
            dir={code === 'ar' ? 'rtl' : 'ltr'}
            aria-current={code === language ? 'true' : undefined}
            rightSection={code === language ? <IconCheck size={14} aria-hidden /> : null}
            onClick={() => onChoose(code)}
          >
            {LANGUAGE_NAMES[code].name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
