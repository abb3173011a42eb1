import { Text } from '@mantine/core';
import { formatDzd } from '@/lib/formatters';

/** A signed DZD amount of the ledger: credits in green with their '+', debits in red. */
export function AmountText({ montant }: { montant: number }) {
  const sign = montant > 0 ? '+' : '';
  return (
    <Text size="sm" fw={600} c={montant < 0 ? 'red.7' : montant > 0 ? 'teal.8' : undefined} dir="ltr" span>
      {`${sign}${formatDzd(montant, 'DA')}`}
    </Text>
  );
}
