import { Button, Tabs, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor } from '@/app/route-names';
import {
  PUB_TAB_TYPES,
  PUB_TABS,
  PUB_TYPE_LABELS,
  type PubTab,
  RECOMMENDED_SIZES,
} from '@/features/pubs/admin/admin-pub-types';
import { PubAddModal } from '@/features/pubs/admin/components/pub-add-modal';
import { PubsTabList } from '@/features/pubs/admin/components/pubs-tab-list';
import { PageHeader } from '@/ui/page-header';

const TAB_LABELS = {
  accueil: 'adminContent.pubs.tabs.accueil',
  categorie: 'adminContent.pubs.tabs.categorie',
  shop: 'adminContent.pubs.tabs.shop',
} as const satisfies Record<PubTab, string>;

/**
 * publicites: Accueil / Categories / Shop ad tabs. The Accueil list loads first; each other tab loads
 * its list the first time it is opened, then keeps its page.
 */
export function AdsPage() {
  const { t } = useTranslation();
  const title = t('admin.pages.publicites');
  const [tab, setTab] = useState<PubTab>('accueil');
  const [opened, setOpened] = useState<ReadonlySet<PubTab>>(() => new Set(['accueil']));
  const [adding, setAdding] = useState(false);

  const open = (value: string | null) => {
    if (!value) return;
    const next = value as PubTab;
    setTab(next);
    setOpened((seen) => (seen.has(next) ? seen : new Set([...seen, next])));
  };

  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: t('common.dashboard'), to: pathFor('dashboard') }, { label: title }]}
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
            {t('common.new')}
          </Button>
        }
      />
      <Tabs value={tab} onChange={open}>
        <Tabs.List mb="md">
          {PUB_TABS.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(TAB_LABELS[name])}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {PUB_TABS.map((name) => (
          <Tabs.Panel key={name} value={name}>
            <Text size="sm" c="dimmed" mb="md">
              {t('adminContent.pubs.sizesHint', {
                sizes: PUB_TAB_TYPES[name]
                  .map((type) => {
                    const size = RECOMMENDED_SIZES[type];
                    return `${t(PUB_TYPE_LABELS[type])} ${size.width}x${size.height}`;
                  })
                  .join(', '),
              })}
            </Text>
            {opened.has(name) && <PubsTabList tab={name} />}
          </Tabs.Panel>
        ))}
      </Tabs>
      <PubAddModal opened={adding} defaultType={PUB_TAB_TYPES[tab][0]} onClose={() => setAdding(false)} />
    </>
  );
}
