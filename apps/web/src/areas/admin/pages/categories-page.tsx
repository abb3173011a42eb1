import { Button, Group, SimpleGrid } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor } from '@/app/route-names';
import { toastSuccess } from '@/features/backoffice/feedback';
import { ListPager } from '@/features/backoffice/list-pager';
import { SearchBox } from '@/features/backoffice/search-box';
import { useListPage } from '@/features/backoffice/use-list-page';
import type { AdminCategorie, AdminSousCategorie } from '@/features/categories/admin/admin-category-types';
import { ADMIN_CATEGORIES_PATH } from '@/features/categories/admin/api/admin-categories-keys';
import { useDeleteCategorie } from '@/features/categories/admin/api/delete-categorie';
import { CategoryCard } from '@/features/categories/admin/components/category-card';
import {
  CategoryFormModal,
  type CategoryFormTarget,
} from '@/features/categories/admin/components/category-form-modal';
import { ContentDeleteModal } from '@/features/categories/admin/components/content-delete-modal';
import { toastDeleteFailed } from '@/features/categories/admin/content-feedback';
import { EmptyState } from '@/ui/empty-state';
import { LoadError } from '@/ui/load-error';
import { PageHeader } from '@/ui/page-header';
import { SkeletonList } from '@/ui/skeleton-list';

type DeleteTarget =
  | { level: 'categorie'; item: AdminCategorie }
  | { level: 'souscategorie'; item: AdminSousCategorie };

/** categories: categories in 3 columns, each expandable to its sub-categories, with their modals. */
export function CategoriesPage() {
  const { t } = useTranslation();
  const title = t('admin.pages.categories');
  const list = useListPage<AdminCategorie>('admin', ADMIN_CATEGORIES_PATH);
  const [formTarget, setFormTarget] = useState<CategoryFormTarget | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<DeleteTarget | null>(null);
  const deleteCategorie = useDeleteCategorie('categorie');
  const deleteSous = useDeleteCategorie('souscategorie');
  const deleting = deleteCategorie.isPending || deleteSous.isPending;

  const confirmDelete = () => {
    if (!deleteTarget) return;
    const mutation = deleteTarget.level === 'categorie' ? deleteCategorie : deleteSous;
    mutation.mutate(deleteTarget.item.id, {
      onSuccess: () => {
        toastSuccess(t('common.deleted'));
        setDeleteTarget(null);
      },
      onError: (error) => {
        toastDeleteFailed(t, error);
        setDeleteTarget(null);
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
            onClick={() => setFormTarget({ level: 'categorie', current: null })}
          >
            {t('common.new')}
          </Button>
        }
      />
      <Group mb="md">
        <SearchBox onSearch={list.setSearch} label={t('adminContent.categories.search')} />
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
          <SkeletonList count={6} height={120} radius="md" />
        </SimpleGrid>
      ) : list.status !== 'rows' ? (
        <EmptyState
          title={
            list.status === 'noMatch'
              ? t('adminContent.categories.noMatch')
              : t('adminContent.categories.empty')
          }
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {rows.map((categorie) => (
            <CategoryCard
              key={categorie.id}
              categorie={categorie}
              onAddSub={() => setFormTarget({ level: 'souscategorie', parent: categorie, current: null })}
              onEdit={() => setFormTarget({ level: 'categorie', current: categorie })}
              onDelete={() => setDeleteTarget({ level: 'categorie', item: categorie })}
              onEditSub={(sous) =>
                setFormTarget({ level: 'souscategorie', parent: categorie, current: sous })
              }
              onDeleteSub={(sous) => setDeleteTarget({ level: 'souscategorie', item: sous })}
            />
          ))}
        </SimpleGrid>
      )}
      <ListPager {...list.pager} />
      <CategoryFormModal target={formTarget} onClose={() => setFormTarget(null)} />
      <ContentDeleteModal
        opened={deleteTarget !== null}
        onClose={() => setDeleteTarget(null)}
        loading={deleting}
        onConfirm={confirmDelete}
        text={
          deleteTarget?.level === 'souscategorie'
            ? t('adminContent.categories.deleteSubText', { name: deleteTarget.item.designation })
            : t('adminContent.categories.deleteText', { name: deleteTarget?.item.designation ?? '' })
        }
      />
    </>
  );
}
