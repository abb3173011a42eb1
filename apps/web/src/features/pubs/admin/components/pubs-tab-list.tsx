import { SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '@/features/backoffice/feedback';
import { ListPager } from '@/features/backoffice/list-pager';
import { useListPage } from '@/features/backoffice/use-list-page';
import { ContentDeleteModal } from '@/features/categories/admin/components/content-delete-modal';
import { toastDeleteFailed } from '@/features/categories/admin/content-feedback';
import type { AdminPub, PubTab } from '@/features/pubs/admin/admin-pub-types';
import { PUB_LIST_PATHS } from '@/features/pubs/admin/api/admin-pubs-keys';
import { useDeletePub } from '@/features/pubs/admin/api/delete-pub';
import { useTogglePub } from '@/features/pubs/admin/api/toggle-pub';
import { PubCard } from '@/features/pubs/admin/components/pub-card';
import { errorMessage } from '@/lib/form-errors';
import { EmptyState } from '@/ui/empty-state';
import { LoadError } from '@/ui/load-error';
import { SkeletonList } from '@/ui/skeleton-list';

/** One tab of 'Publicites': its own paged list, the show/hide switch and the delete confirmation. */
export function PubsTabList({ tab }: { tab: PubTab }) {
  const { t } = useTranslation();
  const list = useListPage<AdminPub>('admin', PUB_LIST_PATHS[tab]);
  const [toDelete, setToDelete] = useState<AdminPub | null>(null);
  const remove = useDeletePub();
  const toggle = useTogglePub();

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete, {
      onSuccess: () => {
        toastSuccess(t('common.deleted'));
        setToDelete(null);
      },
      onError: (error) => {
        toastDeleteFailed(t, error);
        setToDelete(null);
      },
    });
  };

  const { rows } = list;
  return (
    <>
      {list.status === 'error' ? (
        <LoadError onRetry={list.refetch} />
      ) : list.status === 'loading' ? (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          role="status"
          aria-busy="true"
          aria-label={t('common.loading')}
        >
          <SkeletonList count={3} height={260} radius="md" />
        </SimpleGrid>
      ) : list.status !== 'rows' ? (
        <EmptyState title={t('adminContent.pubs.empty')} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {rows.map((pub) => (
            <PubCard
              key={pub.id}
              pub={pub}
              toggling={toggle.isPending && toggle.variables?.id === pub.id}
              onToggle={() =>
                toggle.mutate(pub, {
                  onSuccess: ({ data }) =>
                    toastSuccess(
                      data.valide ? t('adminContent.pubs.shown') : t('adminContent.pubs.hiddenDone'),
                    ),
                  onError: (error) => toastError(errorMessage(error)),
                })
              }
              onDelete={() => setToDelete(pub)}
            />
          ))}
        </SimpleGrid>
      )}
      <ListPager {...list.pager} />
      <ContentDeleteModal
        opened={toDelete !== null}
        onClose={() => setToDelete(null)}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        text={t('adminContent.pubs.deleteText')}
      />
    </>
  );
}
