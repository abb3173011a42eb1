import { Button, Card, Group, Stack } from '@mantine/core';
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
import { ADMIN_SPONSORS_PATH } from '@/features/sponsors/admin/api/admin-sponsors-keys';
import { useDeleteSponsor } from '@/features/sponsors/admin/api/delete-sponsor';
import { SponsorFormModal } from '@/features/sponsors/admin/components/sponsor-form-modal';
import { SponsorsTable } from '@/features/sponsors/admin/components/sponsors-table';
import type { Sponsor } from '@/features/sponsors/sponsor-types';
import { EmptyState } from '@/ui/empty-state';
import { LoadError } from '@/ui/load-error';
import { PageHeader } from '@/ui/page-header';
import { SkeletonList } from '@/ui/skeleton-list';

/** sponsors: sponsors table (Logo / Nom / Siteweb / Actions), search, add/edit/delete modals. */
export function SponsorsPage() {
  const { t } = useTranslation();
  const title = t('admin.pages.sponsors');
  const list = useListPage<Sponsor>('admin', ADMIN_SPONSORS_PATH);
  const [form, setForm] = useState<{ sponsor: Sponsor | null } | null>(null);
  const [toDelete, setToDelete] = useState<Sponsor | null>(null);
  const remove = useDeleteSponsor();

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
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setForm({ sponsor: null })}>
            {t('common.new')}
          </Button>
        }
      />
      <Card withBorder radius="md" padding="md">
        <Group mb="md">
          <SearchBox onSearch={list.setSearch} label={t('adminContent.sponsors.search')} />
        </Group>
        {list.status === 'error' ? (
          <LoadError onRetry={list.refetch} />
        ) : list.status === 'loading' ? (
          <Stack gap="xs" role="status" aria-busy="true" aria-label={t('common.loading')}>
            <SkeletonList count={5} height={44} />
          </Stack>
        ) : list.status !== 'rows' ? (
          <EmptyState
            title={
              list.status === 'noMatch'
                ? t('adminContent.sponsors.noMatch')
                : t('adminContent.sponsors.empty')
            }
          />
        ) : (
          <SponsorsTable sponsors={rows} onEdit={(sponsor) => setForm({ sponsor })} onDelete={setToDelete} />
        )}
        <ListPager {...list.pager} />
      </Card>
      <SponsorFormModal
        opened={form !== null}
        sponsor={form?.sponsor ?? null}
        onClose={() => setForm(null)}
      />
      <ContentDeleteModal
        opened={toDelete !== null}
        onClose={() => setToDelete(null)}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        text={t('adminContent.sponsors.deleteText', { name: toDelete?.nom ?? '' })}
      />
    </>
  );
}
