import { Tabs } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '@/lib/i18n';

export interface SectionTab {
  value: string;
  /** The catalogue key of the tab's name. */
  label: TranslationKey;
  panel: ReactNode;
}

/**
 * A back-office page's sections as tabs, the first one open; a hidden tab's panel is not mounted, so
 * its data is fetched when the tab is opened.
 */
export function SectionTabs({ tabs }: { tabs: readonly [SectionTab, ...SectionTab[]] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(tabs[0].value);
  return (
    <Tabs value={open} onChange={(value) => setOpen(value ?? tabs[0].value)} keepMounted={false}>
      <Tabs.List mb="md">
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {t(tab.label)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value}>
          {tab.panel}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
