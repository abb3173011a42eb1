import { Anchor, Card, Group, Modal, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { SoldeRowReply } from '@souk/domain/replies/finances';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListBody } from '@/features/backoffice/list-body';
import { ListPager } from '@/features/backoffice/list-pager';
import { SearchBox } from '@/features/backoffice/search-box';
import { useListPage } from '@/features/backoffice/use-list-page';
import { LedgerWriteForm } from '@/features/finances/admin/ledger-write-forms';
import { ADMIN_FINANCES } from '@/features/finances/api/finances-paths';
import { AmountText } from '@/features/finances/components/amount-text';
import { BalanceTiles } from '@/features/finances/components/balance-tiles';
import { LedgerList } from '@/features/finances/components/ledger-list';
import { formatDzd } from '@/lib/formatters';

/**
 * Every store with its three balances (`soldes`), those who owe the most first, searchable; a store
 * opens its entries with the settlement and adjustment forms.
 */
export function StoreBalances() {
  const { t } = useTranslation();
  const list = useListPage<SoldeRowReply>('admin', ADMIN_FINANCES.soldes);
  const [openId, setOpenId] = useState<number | null>(null);
  const mobile = useMediaQuery('(max-width: 48em)');
  // The row of the list, so the balances shown follow a settlement once the list reloads.
  const open = list.rows.find((row) => row.id === openId) ?? null;

  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} fz="h4" mb="sm">
        {t('boFinances.soldes.title')}
      </Title>
      <Group mb="md">
        <SearchBox onSearch={list.setSearch} label={t('boFinances.soldes.search')} />
      </Group>
      <ListBody
        list={list}
        loadError={t('boFinances.soldes.loadError')}
        empty={{ title: t('boFinances.soldes.empty') }}
        noMatch={(search) => t('boFinances.soldes.noMatch', { search })}
      >
        {(rows) => (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="sm" striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('boFinances.soldes.store')}</Table.Th>
                  <Table.Th ta="end">{t('boFinances.balances.disponible')}</Table.Th>
                  <Table.Th ta="end">{t('boFinances.balances.enAttente')}</Table.Th>
                  <Table.Th ta="end">{t('boFinances.balances.total')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>
                      {/* The store's name opens its entries: on a phone it is the column in sight. */}
                      <Anchor
                        component="button"
                        type="button"
                        size="sm"
                        fw={500}
                        ta="start"
                        title={t('boFinances.soldes.open', { name: row.designation_magasin })}
                        onClick={() => setOpenId(row.id)}
                      >
                        {row.designation_magasin}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {row.email}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="end">{formatDzd(row.solde_disponible, 'DA')}</Table.Td>
                    <Table.Td ta="end">{formatDzd(row.solde_en_attente, 'DA')}</Table.Td>
                    <Table.Td ta="end">
                      <AmountText montant={row.solde_total} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </ListBody>
      <ListPager {...list.pager} />
      <Modal
        opened={open !== null}
        onClose={() => setOpenId(null)}
        title={open ? t('boFinances.soldes.drawerTitle', { name: open.designation_magasin }) : ''}
        size="xl"
        fullScreen={mobile}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {open && (
          <Stack gap="md">
            <BalanceTiles solde={open} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <LedgerWriteForm kind="reglement" marchandId={open.id} />
              <LedgerWriteForm kind="ajustement" marchandId={open.id} />
            </SimpleGrid>
            <LedgerList kind="admin" path={ADMIN_FINANCES.ecritures(open.id)} />
          </Stack>
        )}
      </Modal>
    </Card>
  );
}
