import { ActionIcon, Anchor, Avatar, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor } from '@/app/route-names';
import { ClientStateBadge } from '@/features/clients/admin/client-state-badge';
import { ClientStateButton } from '@/features/clients/admin/client-state-button';
import type { AdminClient } from '@/features/clients/client-admin-types';
import { formatDzd, formatWilaya } from '@/lib/formatters';

/** The clients list: who, how to reach them, their figures and state, with the block action. */
export function ClientsTable({ clients }: { clients: AdminClient[] }) {
  const { t } = useTranslation();
  const none = t('adminPeople.none');
  return (
    <Table.ScrollContainer minWidth={980}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('adminPeople.clients.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('common.client')}</Table.Th>
            <Table.Th>{t('adminPeople.clients.columns.contact')}</Table.Th>
            <Table.Th>{t('common.wilaya')}</Table.Th>
            <Table.Th>{t('adminPeople.clients.columns.commandes')}</Table.Th>
            <Table.Th>{t('adminPeople.clients.columns.depences')}</Table.Th>
            <Table.Th>{t('common.status')}</Table.Th>
            <Table.Th>{t('common.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {clients.map((client) => {
            const name = `${client.prenom} ${client.nom}`;
            const profile = pathFor('clientProfile', { slug: client.slug });
            return (
              <Table.Tr key={client.id} data-testid="client-row">
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <Avatar
                      src={client.url_photo ?? null}
                      alt=""
                      radius="xl"
                      size={36}
                      name={name}
                      color="initials"
                    />
                    <Anchor component={Link} to={profile} fw={600} size="sm">
                      {name}
                    </Anchor>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{client.email}</Text>
                  <Text size="xs" c="dimmed">
                    {client.telephone ? <span dir="ltr">{client.telephone}</span> : none}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{client.wilaya ? formatWilaya(client.wilaya) : none}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{client.nbr_commande}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {formatDzd(client.depences)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <ClientStateBadge valide={client.valide} />
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Tooltip label={t('adminPeople.clients.open', { name })}>
                      <ActionIcon
                        component={Link}
                        to={profile}
                        variant="light"
                        aria-label={t('adminPeople.clients.open', { name })}
                      >
                        <IconEye size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    <ClientStateButton client={client} />
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
