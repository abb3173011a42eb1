import { ActionIcon, Badge, Button, Card, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import type { Synonym } from '@souk/domain/search-synonyms';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor } from '@/app/route-names';
import { toastSuccess } from '@/features/backoffice/feedback';
import { ListPager } from '@/features/backoffice/list-pager';
import { SearchBox } from '@/features/backoffice/search-box';
import { useListPage } from '@/features/backoffice/use-list-page';
import { ContentDeleteModal } from '@/features/categories/admin/components/content-delete-modal';
import { toastDeleteFailed } from '@/features/categories/admin/content-feedback';
import { ADMIN_SYNONYMS_PATH, useDeleteSynonym } from '@/features/search-synonyms/admin/api/synonyms-api';
import { SynonymFormModal } from '@/features/search-synonyms/admin/components/synonym-form-modal';
import { EmptyState } from '@/ui/empty-state';
import { LoadError } from '@/ui/load-error';
import { PageHeader } from '@/ui/page-header';
import { SkeletonList } from '@/ui/skeleton-list';

const nameOf = (synonym: Synonym) => synonym.expressions.join(' = ');

/** synonymes: the search's synonym groups (decision 0035), searchable, with add/edit/delete modals. */
export function SynonymsPage() {
  const { t } = useTranslation();
  const title = t('boSynonyms.title');
  const list = useListPage<Synonym>('admin', ADMIN_SYNONYMS_PATH);
  const [form, setForm] = useState<{ synonym: Synonym | null } | null>(null);
  const [toDelete, setToDelete] = useState<Synonym | null>(null);
  const remove = useDeleteSynonym();

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
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setForm({ synonym: null })}>
            {t('common.new')}
          </Button>
        }
      />
      <Card withBorder radius="md" padding="md">
        <Text size="sm" c="dimmed" mb="md">
          {t('boSynonyms.intro')}
        </Text>
        <Group mb="md">
          <SearchBox onSearch={list.setSearch} label={t('boSynonyms.search')} />
        </Group>
        {list.status === 'error' ? (
          <LoadError onRetry={list.refetch} />
        ) : list.status === 'loading' ? (
          <Stack gap="xs" role="status" aria-busy="true" aria-label={t('common.loading')}>
            <SkeletonList count={5} height={44} />
          </Stack>
        ) : list.status !== 'rows' ? (
          <EmptyState title={list.status === 'noMatch' ? t('boSynonyms.noMatch') : t('boSynonyms.empty')} />
        ) : (
          <Table.ScrollContainer minWidth={360}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('boSynonyms.columns.expressions')}</Table.Th>
                  <Table.Th w={110}>{t('common.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((synonym) => {
                  const edit = t('adminContent.common.editOf', { name: nameOf(synonym) });
                  const del = t('adminContent.common.deleteOf', { name: nameOf(synonym) });
                  return (
                    <Table.Tr key={synonym.id}>
                      <Table.Td>
                        <Group gap={6}>
                          {synonym.expressions.map((expression) => (
                            <Badge key={expression} variant="light" tt="none" size="lg">
                              {expression}
                            </Badge>
                          ))}
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <Tooltip label={edit} withArrow openDelay={300}>
                            <ActionIcon
                              variant="subtle"
                              aria-label={edit}
                              onClick={() => setForm({ synonym })}
                            >
                              <IconEdit size={18} aria-hidden />
                            </ActionIcon>
                          </Tooltip>
                          <Tooltip label={del} withArrow openDelay={300}>
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              aria-label={del}
                              onClick={() => setToDelete(synonym)}
                            >
                              <IconTrash size={18} aria-hidden />
                            </ActionIcon>
                          </Tooltip>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <ListPager {...list.pager} />
      </Card>
      <SynonymFormModal
        opened={form !== null}
        synonym={form?.synonym ?? null}
        onClose={() => setForm(null)}
      />
      <ContentDeleteModal
        opened={toDelete !== null}
        onClose={() => setToDelete(null)}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        text={t('boSynonyms.deleteText', { name: toDelete ? nameOf(toDelete) : '' })}
      />
    </>
  );
}
