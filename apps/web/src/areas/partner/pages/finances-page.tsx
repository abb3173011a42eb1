import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pathFor } from '@/app/route-names';
import { PARTNER_FINANCES } from '@/features/finances/api/finances-paths';
import { useSolde } from '@/features/finances/api/get-solde';
import { useCompteVersement } from '@/features/finances/api/partner-payouts';
import { BalanceTiles } from '@/features/finances/components/balance-tiles';
import { LedgerList } from '@/features/finances/components/ledger-list';
import { MonthsChart } from '@/features/finances/components/months-chart';
import { PayoutAccountForm } from '@/features/finances/components/payout-account-form';
import { PayoutRequestForm } from '@/features/finances/components/payout-request-form';
import { PayoutsList } from '@/features/finances/components/payouts-list';
import { StatementForm } from '@/features/finances/components/statement-form';
import { LoadError } from '@/ui/load-error';
import { PageHeader } from '@/ui/page-header';
import { SectionTabs } from '@/ui/section-tabs';

/**
 * finances-partenaire: the store's balances at a glance and its last 12 months, then its entries, its payouts (and the
 * request form), its payout account and its statements (docs/product/partner.md, Finances).
 */
export function PartnerFinancesPage() {
  const { t } = useTranslation();
  const title = t('boFinances.title');
  const solde = useSolde();
  return (
    <Stack gap="lg">
      <PageHeader
        title={title}
        crumbs={[{ label: t('common.dashboard'), to: pathFor('dashboard-partenaire') }, { label: title }]}
      />
      <BalanceTiles solde={solde.data} isError={solde.isError} onRetry={() => void solde.refetch()} />
      <MonthsChart />
      <SectionTabs
        tabs={[
          {
            value: 'ecritures',
            label: 'boFinances.tabs.ecritures',
            panel: <LedgerList kind="partner" path={PARTNER_FINANCES.ecritures} />,
          },
          {
            value: 'versements',
            label: 'boFinances.tabs.versements',
            panel: (
              <Stack gap="md">
                <PayoutRequestForm disponible={solde.data?.solde_disponible} />
                <PayoutsList />
              </Stack>
            ),
          },
          { value: 'compte', label: 'boFinances.tabs.compte', panel: <AccountSection /> },
          { value: 'releve', label: 'boFinances.tabs.releve', panel: <StatementForm /> },
        ]}
      />
    </Stack>
  );
}

function AccountSection() {
  const compte = useCompteVersement();
  if (compte.isError) return <LoadError onRetry={() => void compte.refetch()} />;
  if (compte.data === undefined) return <Skeleton height={280} radius="md" />;
  return <PayoutAccountForm compte={compte.data} />;
}
