import { Card, Tabs } from '@mantine/core';
import { IconBuildingStore, IconShoppingBag } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor } from '@/app/route-names';
import { BackofficeOrdersList } from '@/features/orders/components/backoffice-orders-list';
import { PageHeader } from '@/ui/page-header';

type Tab = 'own' | 'marchands';

/**
 * commandes: 'Mes Commandes' (the platform's own orders, with the state menu) and 'Commandes
 * Marchant' (the stores' orders, with their store, read-only: docs/product/admin.md, Orders). Each tab
 * loads when opened.
 */
export function OrdersPage() {
  const { t } = useTranslation();
  const title = t('admin.pages.commandes');
  const [tab, setTab] = useState<Tab>('own');

  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: t('common.dashboard'), to: pathFor('dashboard') }, { label: title }]}
      />
      <Card withBorder radius="md" padding="md">
        <Tabs
          value={tab}
          onChange={(value) => setTab(value === 'marchands' ? 'marchands' : 'own')}
          keepMounted={false}
        >
          <Tabs.List mb="md">
            <Tabs.Tab value="own" leftSection={<IconShoppingBag size={16} aria-hidden />}>
              {t('boOrders.tabs.own')}
            </Tabs.Tab>
            <Tabs.Tab value="marchands" leftSection={<IconBuildingStore size={16} aria-hidden />}>
              {t('boOrders.tabs.marchands')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="own">
            <BackofficeOrdersList
              kind="admin"
              path="v1/user/commandes"
              exportCall={{
                path: 'v1/user/commandesExport',
                params: { scope: 'own' },
                fileName: 'commandes.csv',
              }}
              withStateMenu
            />
          </Tabs.Panel>
          <Tabs.Panel value="marchands">
            <BackofficeOrdersList
              kind="admin"
              path="v1/user/commandesMarchands"
              exportCall={{
                path: 'v1/user/commandesExport',
                params: { scope: 'marchands' },
                fileName: 'commandes-marchands.csv',
              }}
              withMarchand
            />
          </Tabs.Panel>
        </Tabs>
      </Card>
    </>
  );
}
