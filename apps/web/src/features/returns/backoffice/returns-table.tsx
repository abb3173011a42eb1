import { Anchor, Button, Card, Group, Table, Text, Title } from '@mantine/core';
import type { RetourReply } from '@souk/domain/replies/returns';
import type { EtatRetour } from '@souk/domain/returns/states';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListBody } from '@/features/backoffice/list-body';
import { ListPager } from '@/features/backoffice/list-pager';
import { SearchBox } from '@/features/backoffice/search-box';
import { useListPage } from '@/features/backoffice/use-list-page';
import type { BackofficeReturnsKind } from '@/features/returns/api/seller-returns';
import { ReturnStateBadge } from '@/features/returns/components/return-state-badge';
import { ReturnStateFilter } from '@/features/returns/components/return-state-filter';
import { motifRetourKey } from '@/lib/domain-labels';
import { formatDate, formatDzd } from '@/lib/formatters';

interface ReturnsTableProps {
  kind: BackofficeReturnsKind;
  path: string;
  title: string;
  /** A list of one state (the new requests, the disputes); otherwise a state filter is offered. */
  etat?: EtatRetour;
  /** Offers the search (`retours?search`, the partner's list). */
  searchable?: boolean;
  empty: string;
  /** How a row opens its return: a link to its page, or a button opening it here. */
  open: { to: (retour: RetourReply) => string } | { onOpen: (retour: RetourReply) => void };
}

/** A paginated list of returns (`retours?page&etat&search`): date, order, reason, state, refund. */
export function ReturnsTable({ kind, path, title, etat, searchable, empty, open }: ReturnsTableProps) {
  const { t } = useTranslation();
  const list = useListPage<RetourReply, { etat: EtatRetour | '' }>(kind, path, {
    filters: { etat: etat ?? '' },
  });
  const opener = (retour: RetourReply): ReactNode => {
    const label = t('boReturns.openOf', { ref: retour.commande.ref });
    return 'to' in open ? (
      <Anchor component={Link} to={open.to(retour)} aria-label={label} size="sm" fw={600}>
        {t('boReturns.open')}
      </Anchor>
    ) : (
      <Button size="compact-sm" variant="light" onClick={() => open.onOpen(retour)} aria-label={label}>
        {t('boReturns.open')}
      </Button>
    );
  };
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Title order={2} fz="h4" mb="sm">
        {title}
      </Title>
      {etat === undefined && (
        <Group gap="sm" align="flex-end" wrap="wrap" mb="sm">
          <ReturnStateFilter
            value={list.filters.etat}
            onChange={(value) => list.setFilters({ etat: value })}
          />
          {searchable && <SearchBox onSearch={list.setSearch} label={t('boReturns.search')} />}
        </Group>
      )}
      <ListBody
        list={list}
        loadError={t('boReturns.loadError')}
        empty={{ title: empty }}
        noMatch={() => t('boReturns.noMatch')}
      >
        {(rows) => (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('boReturns.columns.date')}</Table.Th>
                  <Table.Th>{t('boReturns.columns.commande')}</Table.Th>
                  <Table.Th>{t('boReturns.columns.motif')}</Table.Th>
                  <Table.Th>{t('boReturns.columns.etat')}</Table.Th>
                  <Table.Th ta="end">{t('boReturns.columns.montant')}</Table.Th>
                  <Table.Th>{t('boReturns.columns.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((retour) => (
                  <Table.Tr key={retour.id} data-testid="return-row">
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {formatDate(retour.created_at, 'dateTime')}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={600} dir="ltr" span>
                        #{retour.commande.ref}
                      </Text>
                    </Table.Td>
                    <Table.Td>{t(motifRetourKey(retour.motif))}</Table.Td>
                    <Table.Td>
                      <ReturnStateBadge etat={retour.etat} />
                    </Table.Td>
                    <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                      {retour.montant_rembourse === null ? '—' : formatDzd(retour.montant_rembourse)}
                    </Table.Td>
                    <Table.Td>{opener(retour)}</Table.Td>
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
