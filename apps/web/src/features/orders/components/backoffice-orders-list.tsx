import { Group } from '@mantine/core';
import type { Paginated } from '@souk/domain/pagination';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ListBody } from '@/features/backoffice/list-body';
import { ListPager } from '@/features/backoffice/list-pager';
import { SearchBox } from '@/features/backoffice/search-box';
import { useListPage } from '@/features/backoffice/use-list-page';
import type { BackofficeKind, BackofficeOrder } from '@/features/orders/backoffice-order-types';
import { BackofficeOrdersTable } from '@/features/orders/components/backoffice-orders-table';
import { DownloadFileButton } from '@/features/orders/components/download-file-button';
import type { QueryParams } from '@/lib/api-client';

export interface BackofficeOrdersListProps {
  kind: BackofficeKind;
  /** The paginated list call, e.g. 'v1/marchand/commandes'. */
  path: string;
  /** The CSV export of the same list; the current search is added to its params. */
  exportCall?: { path: string; params?: QueryParams; fileName: string };
  withStateMenu?: boolean;
  withMarchand?: boolean;
  /** Shown at the start of the toolbar (e.g. the new-orders badge). */
  toolbarStart?: ReactNode;
  /** Called with each page the server answers. */
  onLoaded?: (page: Paginated<BackofficeOrder>) => void;
}

/** Search (Enter), CSV export, the orders table with its loading, empty and error states, pages. */
export function BackofficeOrdersList({
  kind,
  path,
  exportCall,
  withStateMenu,
  withMarchand,
  toolbarStart,
  onLoaded,
}: BackofficeOrdersListProps) {
  const { t } = useTranslation();
  const list = useListPage<BackofficeOrder>(kind, path);

  useEffect(() => {
    if (list.data) onLoaded?.(list.data);
  }, [list.data, onLoaded]);

  return (
    <>
      <Group justify="space-between" mb="md" gap="sm">
        <Group gap="sm">{toolbarStart}</Group>
        <Group gap="sm">
          <SearchBox
            onSearch={list.setSearch}
            placeholder={t('boOrders.list.searchPlaceholder')}
            label={t('boOrders.list.searchLabel')}
          />
          {exportCall && (
            <DownloadFileButton
              kind={kind}
              path={exportCall.path}
              params={{ ...exportCall.params, search: list.search }}
              fileName={exportCall.fileName}
              icon={<IconFileSpreadsheet size={18} aria-hidden />}
            >
              {t('boOrders.list.export')}
            </DownloadFileButton>
          )}
        </Group>
      </Group>
      <ListBody
        list={list}
        loadError={t('boOrders.list.loadError')}
        empty={{ title: t('boOrders.list.empty'), text: t('boOrders.list.emptyText') }}
        noMatch={(search) => t('boOrders.list.noMatch', { search })}
      >
        {(orders) => (
          <BackofficeOrdersTable
            kind={kind}
            orders={orders}
            withStateMenu={withStateMenu}
            withMarchand={withMarchand}
          />
        )}
      </ListBody>
      <ListPager {...list.pager} />
    </>
  );
}
