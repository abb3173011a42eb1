import { Alert, SimpleGrid, Stack } from '@mantine/core';
import type { SoldeReply } from '@souk/domain/replies/finances';
import { IconAlertTriangle, IconClockHour4, IconScale, IconWallet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatTile } from '@/features/dashboard/components/stat-tile';
import { formatDzd } from '@/lib/formatters';

interface BalanceTilesProps {
  solde: SoldeReply | undefined;
  isError?: boolean;
  onRetry?: () => void;
}

const da = (amount: number | undefined) => (amount === undefined ? undefined : formatDzd(amount, 'DA'));

/**
 * A store's three balances at a glance (docs/product/orders-and-money.md, Commissions and the seller's ledger): available, pending, total. A negative
 * total is money the store owes the platform, said in words beside the figure.
 */
export function BalanceTiles({ solde, isError = false, onRetry }: BalanceTilesProps) {
  const { t } = useTranslation();
  const owes = solde !== undefined && solde.solde_total < 0;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <StatTile
          label={t('boFinances.balances.disponible')}
          value={da(solde?.solde_disponible)}
          icon={<IconWallet size={24} />}
          color="teal"
          isError={isError}
          onRetry={onRetry}
        />
        <StatTile
          label={t('boFinances.balances.enAttente')}
          value={da(solde?.solde_en_attente)}
          icon={<IconClockHour4 size={24} />}
          color="yellow"
          isError={isError}
          onRetry={onRetry}
        />
        <StatTile
          label={t('boFinances.balances.total')}
          value={da(solde?.solde_total)}
          icon={<IconScale size={24} />}
          color={owes ? 'red' : 'blue'}
          isError={isError}
          onRetry={onRetry}
        />
      </SimpleGrid>
      {owes && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="status">
          {t('boFinances.balances.owes', { montant: formatDzd(-solde.solde_total, 'DA') })}
        </Alert>
      )}
    </Stack>
  );
}
