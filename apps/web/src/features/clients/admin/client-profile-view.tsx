import { Avatar, Badge, Grid, Paper, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import {
  IconGenderBigender,
  IconInfoCircle,
  IconMail,
  IconMapPin,
  IconPhone,
  IconReceipt,
  IconTicket,
  IconUser,
} from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { InfoRows } from '@/features/backoffice/info-rows';
import { ClientCouponsTable } from '@/features/clients/admin/client-coupons-table';
import { ClientStateBadge } from '@/features/clients/admin/client-state-badge';
import { ClientStateButton } from '@/features/clients/admin/client-state-button';
import type { AdminClientDetail } from '@/features/clients/client-admin-types';
import { BackofficeOrdersTable } from '@/features/orders/components/backoffice-orders-table';
import { formatDzd, formatWilaya } from '@/lib/formatters';
import { EmptyState } from '@/ui/empty-state';

/** clientProfile: personal information, number of orders, total spent, tabs Commandes and Coupons. */
export function ClientProfileView({ client }: { client: AdminClientDetail }) {
  const { t } = useTranslation();
  const name = `${client.prenom} ${client.nom}`;
  const none = t('common.notSet');
  const genre =
    client.genre === 'home'
      ? t('enums.genre.home')
      : client.genre === 'femme'
        ? t('enums.genre.femme')
        : none;
  return (
    <Stack gap="lg">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper
            withBorder
            radius="md"
            p="lg"
            h="100%"
            component="section"
            aria-labelledby="client-card-title"
          >
            <Stack align="center" gap="xs" ta="center">
              <Avatar
                src={client.url_photo ?? null}
                alt={t('common.photoOf', { name })}
                size={104}
                radius={104}
                name={name}
                color="initials"
              />
              <Title order={2} fz="lg" id="client-card-title">
                {name}
              </Title>
              <ClientStateBadge valide={client.valide} />
              <Text size="xs" c="dimmed">
                {t('adminPeople.clientProfile.since', {
                  date: dayjs(client.created_at).format('DD/MM/YYYY'),
                })}
              </Text>
              <ClientStateButton client={client} size="sm" />
            </Stack>
            <SimpleGrid cols={2} mt="lg" spacing="sm">
              <Figure
                label={t('adminPeople.clientProfile.nbrCommandes')}
                value={String(client.nbr_commande)}
              />
              <Figure label={t('adminPeople.clientProfile.depences')} value={formatDzd(client.depences)} />
            </SimpleGrid>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper
            withBorder
            radius="md"
            p="lg"
            h="100%"
            component="section"
            aria-labelledby="client-info-title"
          >
            <Title order={2} fz="md" mb="md" id="client-info-title">
              {t('common.personalInfo')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <InfoRows
                rows={[
                  {
                    key: 'nom',
                    icon: <IconUser size={16} />,
                    label: t('adminPeople.fields.nomComplet'),
                    value: name,
                  },
                  {
                    key: 'email',
                    icon: <IconMail size={16} />,
                    label: t('common.email'),
                    value: client.email,
                    ltr: true,
                  },
                  {
                    key: 'telephone',
                    icon: <IconPhone size={16} />,
                    label: t('common.phone'),
                    value: client.telephone || none,
                    ltr: true,
                  },
                ]}
              />
              <InfoRows
                rows={[
                  {
                    key: 'genre',
                    icon: <IconGenderBigender size={16} />,
                    label: t('common.genre'),
                    value: genre,
                  },
                  {
                    key: 'adresse',
                    icon: <IconMapPin size={16} />,
                    label: t('common.address'),
                    value:
                      [client.adresse, client.wilaya && formatWilaya(client.wilaya)]
                        .filter(Boolean)
                        .join(', ') || none,
                  },
                  {
                    key: 'description',
                    icon: <IconInfoCircle size={16} />,
                    label: t('common.description'),
                    value: client.description || none,
                  },
                ]}
              />
            </SimpleGrid>
          </Paper>
        </Grid.Col>
      </Grid>

      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <Tabs defaultValue="commandes" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="commandes" leftSection={<IconReceipt size={16} aria-hidden />}>
              {t('adminPeople.clientProfile.tabs.commandes')}
              <Badge size="sm" variant="light" ml={6} aria-hidden>
                {client.commandes.length}
              </Badge>
            </Tabs.Tab>
            <Tabs.Tab value="coupons" leftSection={<IconTicket size={16} aria-hidden />}>
              {t('adminPeople.clientProfile.tabs.coupons')}
              <Badge size="sm" variant="light" ml={6} aria-hidden>
                {client.coupons.length}
              </Badge>
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="commandes" pt="md">
            {client.commandes.length === 0 ? (
              <EmptyState
                title={t('adminPeople.clientProfile.noOrders')}
                text={t('adminPeople.clientProfile.noOrdersText')}
              />
            ) : (
              <BackofficeOrdersTable kind="admin" orders={client.commandes} withMarchand />
            )}
          </Tabs.Panel>
          <Tabs.Panel value="coupons" pt="md">
            <ClientCouponsTable coupons={client.coupons} />
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper bg="var(--mantine-color-default-hover)" radius="md" p="sm" ta="center">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg" style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Paper>
  );
}
