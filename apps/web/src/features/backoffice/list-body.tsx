import { Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListPage } from '@/features/backoffice/use-list-page';
import { EmptyState } from '@/ui/empty-state';
import { LoadError } from '@/ui/load-error';

interface ListBodyProps<T> {
  list: Pick<ListPage<T>, 'status' | 'rows' | 'search' | 'refetch'>;
  loadError: string;
  /** Shown when nothing exists yet (no search, no filter), with an action if any (add the first). */
  empty: { title: string; text?: string; action?: ReactNode };
  /** Shown when the search or the filters found nothing. */
  noMatch: (search: string) => string;
  children: (rows: T[]) => ReactNode;
}

/** The states of a paginated admin list (`useListPage`): loading, failed, empty, nothing found, or its rows. */
export function ListBody<T>({ list, loadError, empty, noMatch, children }: ListBodyProps<T>) {
  const { t } = useTranslation();
  switch (list.status) {
    case 'loading':
      return (
        <Center py="xl">
          <Loader role="status" aria-label={t('common.loading')} />
        </Center>
      );
    case 'error':
      return <LoadError message={loadError} onRetry={list.refetch} />;
    case 'noMatch':
      return <EmptyState title={noMatch(list.search)} />;
    case 'empty':
      return <EmptyState {...empty} />;
    default:
      return children(list.rows);
  }
}
