import { Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PagedListState } from '@/features/backoffice/use-paged-list';
import { EmptyState } from '@/ui/empty-state';
import { LoadError } from '@/ui/load-error';

interface ListBodyProps<T> {
  list: PagedListState<T>;
  loadError: string;
  /** Shown when nothing exists yet (no search). */
  empty: { title: string; text?: string };
  /** Shown when the search found nothing. */
  noMatch: (search: string) => string;
  children: (rows: T[]) => ReactNode;
}

/** The states of a paginated admin list: loading, failed, empty, nothing found, or its rows. */
export function ListBody<T>({ list, loadError, empty, noMatch, children }: ListBodyProps<T>) {
  const { t } = useTranslation();
  if (list.isLoading) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (list.isError && !list.data) return <LoadError message={loadError} onRetry={list.refetch} />;
  const rows = list.data?.data ?? [];
  if (rows.length === 0) {
    return list.search ? <EmptyState title={noMatch(list.search)} /> : <EmptyState {...empty} />;
  }
  return children(rows);
}
