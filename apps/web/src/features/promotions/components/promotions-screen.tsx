import { Button, Card, Center, Group, Loader } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPager } from '@/features/backoffice/list-pager';
import { SearchBox } from '@/features/backoffice/search-box';
import { useListPage } from '@/features/backoffice/use-list-page';
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
  // Deleting the last promotion of the last page goes back one page.
  const list = useListPage<Promotion>(kind, promotionsPath(kind), { stepBackWhenEmpty: true });
  const actions = usePromotionActions(kind);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Promotion | null>(null);
  const [shownId, setShownId] = useState<number | null>(null);
  const { rows } = list;
  // The panel follows the list, so it shows a promotion as it is after an edit.
  const shown = rows.find((p) => p.id === shownId) ?? null;

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
        {list.status === 'loading' ? (
          <Center py="xl">
            <Loader role="status" aria-label={t('common.loading')} />
          </Center>
        ) : list.isError ? (
          // Any failure, even of a reload that keeps rows (unlike <ListBody>).
          <LoadError onRetry={list.refetch} />
        ) : list.status === 'noMatch' ? (
          <EmptyState title={t('boPromotions.emptySearch')} />
        ) : list.status === 'empty' ? (
          <EmptyState title={t('boPromotions.empty')} text={t('boPromotions.emptyText')} />
        ) : (
          <PromotionsTable
            promotions={rows}
            onShow={(p) => setShownId(p.id)}
            onEdit={setEditing}
            onToggle={actions.askToggle}
            onDelete={actions.askDelete}
          />
        )}
        <ListPager {...list.pager} />
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
