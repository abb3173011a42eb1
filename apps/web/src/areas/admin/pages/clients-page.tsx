import { Card, Group } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { pathFor } from '@/app/route-names';
import { ListBody } from '@/features/backoffice/list-body';
import { ListPager } from '@/features/backoffice/list-pager';
import { SearchBox } from '@/features/backoffice/search-box';
import { useListPage } from '@/features/backoffice/use-list-page';
import { CLIENTS_EXPORT_PATH, CLIENTS_PATH } from '@/features/clients/admin/api/clients-admin-paths';
import { ClientsTable } from '@/features/clients/admin/clients-table';
import type { AdminClient } from '@/features/clients/client-admin-types';
import { DownloadFileButton } from '@/features/orders/components/download-file-button';
import { PageHeader } from '@/ui/page-header';

/** Clients: searchable (on Enter), paginated client list with block / unblock and a CSV export. */
export function ClientsPage() {
  const { t } = useTranslation();
  const title = t('admin.pages.clients');
  const list = useListPage<AdminClient>('admin', CLIENTS_PATH);
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: t('common.dashboard'), to: pathFor('dashboard') }, { label: title }]}
        actions={
          <DownloadFileButton
            kind="admin"
            path={CLIENTS_EXPORT_PATH}
            params={{ search: list.search }}
            fileName="clients.csv"
            icon={<IconFileSpreadsheet size={18} aria-hidden />}
          >
            {t('adminPeople.clients.export')}
          </DownloadFileButton>
        }
      />
      <Card withBorder radius="md" padding="md">
        <Group justify="flex-end" mb="md">
          <SearchBox
            onSearch={list.setSearch}
            placeholder={t('adminPeople.clients.searchPlaceholder')}
            label={t('adminPeople.clients.searchLabel')}
          />
        </Group>
        <ListBody
          list={list}
          loadError={t('adminPeople.clients.loadError')}
          empty={{ title: t('adminPeople.clients.empty'), text: t('adminPeople.clients.emptyText') }}
          noMatch={(search) => t('adminPeople.clients.noMatch', { search })}
        >
          {(clients) => <ClientsTable clients={clients} />}
        </ListBody>
        <ListPager {...list.pager} />
      </Card>
    </>
  );
}
