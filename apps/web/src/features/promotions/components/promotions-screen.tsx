import { Button, Card, Center, Group, Loader } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPager } from '@/features/backoffice/list-pager';
import { SearchBox } from '@/features/backoffice/search-box';
import { usePagedList } from '@/features/backoffice/use-paged-list';
import type { Crumb } from '@/ui/crumbs';
import { EmptyState } from '@/ui/empty-state';
import { LoadError } from '@/ui/load-error';
import { PageHeader } from '@/ui/page-header';
import { promotionsPath } from '../api/promotions-api';
import { usePromotionActions } from '../api/use-promotion-actions';
import type { Promotion, PromotionKind } from '../promotion-types';
import { PromotionDrawer } from './promotion-drawer';
import { PromotionFormModal } from './promotion-form-modal';
import { PromotionsTable } from './promotions-table';

interface PromotionsScreenProps {
  kind: PromotionKind;
  title: string;
  crumbs: Crumb[];
}

/**
 * The promotions screen of both back-offices (docs/product/partner.md, Promotions; admin.md,
 * Promotions): search on Enter, 'Nouveau', the paged table and its actions (side panel, edit,
 * block/unblock, delete).
 */
export function PromotionsScreen({ kind, title, crumbs }: PromotionsScreenProps) {
  const { t } = useTranslation();
  const list = usePagedList<Promotion>(kind, promotionsPath(kind));
  const actions = usePromotionActions(kind);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Promotion | null>(null);
  const [shownId, setShownId] = useState<number | null>(null);
  const rows = list.data?.data ?? [];
  // The panel follows the list, so it shows a promotion as it is after an edit.
  const shown = rows.find((p) => p.id === shownId) ?? null;

  // Deleting the last promotion of the last page goes back one page.
  const { page, setPage } = list;
  const emptyPage = list.data !== undefined && rows.length === 0 && page > 1;
  useEffect(() => {
    if (emptyPage) setPage(page - 1);
  }, [emptyPage, page, setPage]);

  return (
    <>
      <PageHeader
        title={title}
        crumbs={crumbs}
        actions={
          <Group gap="sm" wrap="wrap">
            <SearchBox
              onSearch={list.setSearch}
              label={t('boPromotions.searchLabel')}
              placeholder={t('boPromotions.searchPlaceholder')}
            />
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
              {t('common.new')}
            </Button>
          </Group>
        }
      />
      <Card withBorder radius="md" padding="md">
        {list.isLoading ? (
          <Center py="xl">
            <Loader role="status" aria-label={t('common.loading')} />
          </Center>
        ) : list.isError ? (
          <LoadError onRetry={list.refetch} />
        ) : rows.length === 0 ? (
          <EmptyState
            title={list.search ? t('boPromotions.emptySearch') : t('boPromotions.empty')}
            text={list.search ? undefined : t('boPromotions.emptyText')}
          />
        ) : (
          <PromotionsTable
            promotions={rows}
            onShow={(p) => setShownId(p.id)}
            onEdit={setEditing}
            onToggle={actions.askToggle}
            onDelete={actions.askDelete}
          />
        )}
        <ListPager meta={list.data?.meta} onChange={list.setPage} />
      </Card>

      <PromotionFormModal kind={kind} opened={creating} onClose={() => setCreating(false)} />
      {editing && (
        <PromotionFormModal
          key={`${editing.id}-${editing.updated_at}`}
          kind={kind}
          promotion={editing}
          opened
          onClose={() => setEditing(null)}
        />
      )}
      <PromotionDrawer promotion={shown} onClose={() => setShownId(null)} />
    </>
  );
}
