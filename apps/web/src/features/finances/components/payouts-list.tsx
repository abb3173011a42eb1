import { Card, Table, Text, Title } from '@mantine/core';
import type { EtatVersement } from '@souk/domain/finance/payouts';
import type { VersementReply } from '@souk/domain/replies/payouts';
import { useTranslation } from 'react-i18next';
import { ListBody } from '@/features/backoffice/list-body';
import { ListPager } from '@/features/backoffice/list-pager';
import { useListPage } from '@/features/backoffice/use-list-page';
import { PARTNER_FINANCES } from '@/features/finances/api/finances-paths';
import { PayoutStateBadge } from '@/features/finances/components/payout-state-badge';
import { PayoutStateFilter } from '@/features/finances/components/payout-state-filter';
import { formatDate, formatDzd } from '@/lib/formatters';

/** The store's payouts (`versements`), newest first, with their state, reference or reason. */
export function PayoutsList() {
  const { t } = useTranslation();
  const list = useListPage<VersementReply, { etat: EtatVersement | '' }>(
    'partner',
    PARTNER_FINANCES.versements,
    {
      filters: { etat: '' },
    },
  );
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} fz="h4" mb="sm">
        {t('boFinances.versements.title')}
      </Title>
      <PayoutStateFilter value={list.filters.etat} onChange={(etat) => list.setFilters({ etat })} />
      <ListBody
        list={list}
        loadError={t('boFinances.versements.loadError')}
        empty={{ title: t('boFinances.versements.empty') }}
        noMatch={() => t('boFinances.versements.noMatch')}
      >
        {(rows) => (
          <Table.ScrollContainer minWidth={560} mt="md">
            <Table verticalSpacing="sm" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('boFinances.versements.date')}</Table.Th>
                  <Table.Th ta="end">{t('boFinances.versements.montant')}</Table.Th>
                  <Table.Th>{t('boFinances.versements.etat')}</Table.Th>
                  <Table.Th>{t('boFinances.versements.reference')}</Table.Th>
                  <Table.Th>{t('boFinances.versements.traiteLe')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((versement) => (
                  <Table.Tr key={versement.id}>
                    <Table.Td>{formatDate(versement.created_at, 'dateTime')}</Table.Td>
                    <Table.Td ta="end" fw={600}>
                      {formatDzd(versement.montant, 'DA')}
                    </Table.Td>
                    <Table.Td>
                      <PayoutStateBadge etat={versement.etat} />
                    </Table.Td>
                    <Table.Td>
                      {versement.reference ?? (
                        <Text size="sm" c={versement.motif ? 'red.7' : 'dimmed'}>
                          {versement.motif ?? '—'}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {versement.traite_at ? formatDate(versement.traite_at, 'dateTime') : '—'}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </ListBody>
      <ListPager {...list.pager} />
    </Card>
  );
}
