import { Skeleton, Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor } from '@/app/route-names';
import { CommissionRates } from '@/features/finances/admin/commission-rates';
import { FinancesConfigForm } from '@/features/finances/admin/finances-config-form';
import { PayoutQueue } from '@/features/finances/admin/payout-queue';
import { RevenuePanel } from '@/features/finances/admin/revenue-panel';
import { StoreBalances } from '@/features/finances/admin/store-balances';
import { useCommissions, useFinancesConfig } from '@/features/finances/api/admin-finances';
import { LoadError } from '@/ui/load-error';
import { PageHeader } from '@/ui/page-header';

const TABS = [
  { value: 'versements', label: 'boFinances.queue.title' },
  { value: 'soldes', label: 'boFinances.tabs.soldes' },
  { value: 'commissions', label: 'boFinances.tabs.commissions' },
  { value: 'revenus', label: 'boFinances.tabs.revenus' },
] as const;
type Tab = (typeof TABS)[number]['value'];

/**
 * finances: the payout queue, the stores' balances (with their entries, settlements and
 * adjustments), the commission settings and the platform's revenue (docs/product/admin.md, Finances).
 */
export function FinancesPage() {
  const { t } = useTranslation();
  const title = t('boFinances.title');
  const [tab, setTab] = useState<Tab>('versements');
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: t('common.dashboard'), to: pathFor('dashboard') }, { label: title }]}
      />
      <Tabs
        value={tab}
        onChange={(value) => setTab((value as Tab | null) ?? 'versements')}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {TABS.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {t(tab.label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="versements">
          <PayoutQueue />
        </Tabs.Panel>
        <Tabs.Panel value="soldes">
          <StoreBalances />
        </Tabs.Panel>
        <Tabs.Panel value="commissions">
          <CommissionSettings />
        </Tabs.Panel>
        <Tabs.Panel value="revenus">
          <RevenuePanel />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

function CommissionSettings() {
  const config = useFinancesConfig();
  const commissions = useCommissions();
  const failed = config.isError ? config : commissions.isError ? commissions : null;
  if (failed) return <LoadError onRetry={() => void failed.refetch()} />;
  if (!config.data || !commissions.data) return <Skeleton height={420} radius="md" />;
  return (
    <Stack gap="md">
      <FinancesConfigForm config={config.data} />
      <CommissionRates commissions={commissions.data} />
    </Stack>
  );
}
