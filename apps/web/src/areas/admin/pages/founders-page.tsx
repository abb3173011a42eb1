import { Button, Group, SimpleGrid } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor } from '@/app/route-names';
import { toastSuccess } from '@/features/backoffice/feedback';
import { ListPager } from '@/features/backoffice/list-pager';
import { SearchBox } from '@/features/backoffice/search-box';
import { useListPage } from '@/features/backoffice/use-list-page';
import { ContentDeleteModal } from '@/features/categories/admin/components/content-delete-modal';
import { toastDeleteFailed } from '@/features/categories/admin/content-feedback';
import { useDeleteFondateur } from '@/features/founders/api/delete-fondateur';
import { ADMIN_FOUNDERS_PATH } from '@/features/founders/api/founders-keys';
import { FounderAdminCard } from '@/features/founders/components/founder-admin-card';
import { FounderFormModal } from '@/features/founders/components/founder-form-modal';
import type { AdminFondateur } from '@/features/founders/founder-types';
import { EmptyState } from '@/ui/empty-state';
import { LoadError } from '@/ui/load-error';
import { PageHeader } from '@/ui/page-header';
import { SkeletonList } from '@/ui/skeleton-list';

/** fondateurs: founder cards, search, add/edit/delete modals. */
export function FoundersPage() {
  const { t } = useTranslation();
  const title = t('admin.pages.fondateurs');
  const list = useListPage<AdminFondateur>('admin', ADMIN_FOUNDERS_PATH);
  const [form, setForm] = useState<{ fondateur: AdminFondateur | null } | null>(null);
  const [toDelete, setToDelete] = useState<AdminFondateur | null>(null);
  const remove = useDeleteFondateur();

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
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
      <PageHeader
        title={title}
        crumbs={[{ label: t('common.dashboard'), to: pathFor('dashboard') }, { label: title }]}
        actions={
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setForm({ fondateur: null })}
          >
            {t('common.new')}
          </Button>
        }
      />
      <Group mb="md">
        <SearchBox onSearch={list.setSearch} label={t('adminContent.founders.search')} />
      </Group>
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
        <EmptyState
          title={
            list.status === 'noMatch' ? t('adminContent.founders.noMatch') : t('adminContent.founders.empty')
          }
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {rows.map((fondateur) => (
            <FounderAdminCard
              key={fondateur.id}
              fondateur={fondateur}
              onEdit={() => setForm({ fondateur })}
              onDelete={() => setToDelete(fondateur)}
            />
          ))}
        </SimpleGrid>
      )}
      <ListPager {...list.pager} />
      <FounderFormModal
        opened={form !== null}
        fondateur={form?.fondateur ?? null}
        onClose={() => setForm(null)}
      />
      <ContentDeleteModal
        opened={toDelete !== null}
        onClose={() => setToDelete(null)}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        text={t('adminContent.founders.deleteText', {
          name: toDelete ? `${toDelete.prenom} ${toDelete.nom}` : '',
        })}
      />
    </>
  );
}
