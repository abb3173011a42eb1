import { Skeleton, Stack } from '@mantine/core';
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
import { SectionTabs } from '@/ui/section-tabs';

/**
 * finances: the payout queue, the stores' balances (with their entries, settlements and
 * adjustments), the commission settings and the platform's revenue (docs/product/admin.md, Finances).
 */
export function FinancesPage() {
  const { t } = useTranslation();
  const title = t('boFinances.title');
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: t('common.dashboard'), to: pathFor('dashboard') }, { label: title }]}
      />
      <SectionTabs
        tabs={[
          { value: 'versements', label: 'boFinances.queue.title', panel: <PayoutQueue /> },
          { value: 'soldes', label: 'boFinances.tabs.soldes', panel: <StoreBalances /> },
          { value: 'commissions', label: 'boFinances.tabs.commissions', panel: <CommissionSettings /> },
          { value: 'revenus', label: 'boFinances.tabs.revenus', panel: <RevenuePanel /> },
        ]}
      />
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
