import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { TYPES_ECRITURE, type TypeEcriture } from '@souk/domain/finance/entry-types';
import { ecrituresQuery } from '@souk/domain/finance/finance-schemas';
import type { EcritureReply } from '@souk/domain/replies/finances';
import { IconFilter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor } from '@/app/route-names';
import { ListBody } from '@/features/backoffice/list-body';
import { ListPager } from '@/features/backoffice/list-pager';
import { useListPage } from '@/features/backoffice/use-list-page';
import { AmountText } from '@/features/finances/components/amount-text';
import { typeEcritureKey } from '@/lib/domain-labels';
import { formatDate } from '@/lib/formatters';
import type { SessionKind } from '@/lib/sessions';
import { zodValidate } from '@/lib/zod-form';

type Filters = { type: TypeEcriture | ''; dateDebut: string; dateFin: string };

const TYPE_COLORS: Record<TypeEcriture, string> = {
  vente: 'teal',
  remboursement: 'orange',
  versement: 'blue',
  versement_annule: 'gray',
  reglement: 'grape',
  ajustement: 'yellow',
};

interface LedgerListProps {
  kind: Extract<SessionKind, 'partner' | 'admin'>;
  /** `v1/marchand/ecritures`, or `v1/user/ecritures/{marchandId}`. */
  path: string;
}

/**
 * A store's ledger (`ecritures`), newest first: filtered by type and by a range of Algiers days
 * (checked with the API's own query schema before it is sent), ten a page.
 */
export function LedgerList({ kind, path }: LedgerListProps) {
  const { t } = useTranslation();
  const list = useListPage<EcritureReply, Filters>(kind, path, {
    filters: { type: '', dateDebut: '', dateFin: '' },
  });
  const form = useForm<Filters>({
    mode: 'controlled',
    initialValues: { type: '', dateDebut: '', dateFin: '' },
    validate: zodValidate<Filters>(ecrituresQuery, () => ({
      dateDebut: t('boFinances.ecritures.debut'),
      dateFin: t('boFinances.ecritures.fin'),
    })),
  });
  const orderLink = (ref: string) =>
    kind === 'partner'
      ? pathFor('commandeDetail-partenaire', { reference: ref })
      : pathFor('commandeDetail', { reference: ref });

  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} fz="h4" mb="sm">
        {t('boFinances.ecritures.title')}
      </Title>
      <form
        aria-label={t('boFinances.ecritures.filters')}
        noValidate
        onSubmit={form.onSubmit((values) => list.setFilters(values))}
      >
        <Group align="flex-start" gap="sm" mb="md" wrap="wrap">
          <NativeSelect
            label={t('boFinances.ecritures.type')}
            data={[
              { value: '', label: t('boFinances.ecritures.allTypes') },
              ...TYPES_ECRITURE.map((type) => ({ value: type, label: t(typeEcritureKey(type)) })),
            ]}
            w={{ base: '100%', xs: 200 }}
            {...form.getInputProps('type')}
          />
          <TextInput
            type="date"
            label={t('boFinances.ecritures.debut')}
            w={{ base: '100%', xs: 170 }}
            {...form.getInputProps('dateDebut')}
          />
          <TextInput
            type="date"
            label={t('boFinances.ecritures.fin')}
            w={{ base: '100%', xs: 170 }}
            {...form.getInputProps('dateFin')}
          />
          <Button type="submit" mt={{ base: 0, xs: 25 }} leftSection={<IconFilter size={16} aria-hidden />}>
            {t('boFinances.ecritures.apply')}
          </Button>
        </Group>
      </form>
      <ListBody
        list={list}
        loadError={t('boFinances.ecritures.loadError')}
        empty={{ title: t('boFinances.ecritures.empty') }}
        noMatch={() => t('boFinances.ecritures.noMatch')}
      >
        {(rows) => (
          <Table.ScrollContainer minWidth={620}>
            <Table verticalSpacing="sm" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('boFinances.ecritures.date')}</Table.Th>
                  <Table.Th>{t('boFinances.ecritures.type')}</Table.Th>
                  <Table.Th>{t('boFinances.ecritures.libelle')}</Table.Th>
                  <Table.Th ta="end">{t('boFinances.ecritures.montant')}</Table.Th>
                  <Table.Th>{t('boFinances.ecritures.disponibleLe')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((entry) => (
                  <Table.Tr key={entry.id}>
                    <Table.Td>{formatDate(entry.created_at, 'dateTime')}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={TYPE_COLORS[entry.type]} tt="none" miw="max-content">
                        {t(typeEcritureKey(entry.type))}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Stack gap={2}>
                        <Text size="sm">{entry.libelle}</Text>
                        {entry.commande_ref && (
                          <Anchor component={Link} to={orderLink(entry.commande_ref)} size="xs" dir="ltr">
                            {entry.commande_ref}
                          </Anchor>
                        )}
                        {(entry.motif ?? entry.reference) && (
                          <Text size="xs" c="dimmed">
                            {entry.motif ?? entry.reference}
                          </Text>
                        )}
                      </Stack>
                    </Table.Td>
                    <Table.Td ta="end">
                      <AmountText montant={entry.montant} />
                    </Table.Td>
                    <Table.Td>{formatDate(entry.disponible_at, 'numeric')}</Table.Td>
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
