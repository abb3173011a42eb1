import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListPager } from '@/features/backoffice/list-pager';
import { SearchBox } from '@/features/backoffice/search-box';
import { usePagedList } from '@/features/backoffice/use-paged-list';
import { LoadError } from '@/ui/load-error';
import { pickerArticlesPath } from '../api/promotions-api';
import type { PickerArticle, PromotionArticle, PromotionKind } from '../promotion-types';
import { ArticleSelectTable } from './article-select-table';

interface ArticlePickerProps {
  kind: PromotionKind;
  selected: ReadonlySet<number>;
  onToggle: (article: PromotionArticle, checked: boolean) => void;
  promotionId?: number;
}

/**
 * Every article the actor may promote (its store's, or the platform's), searched on Enter and
 * paged by the server; ticks are kept by the form, so they survive a search or a page change.
 */
export function ArticlePicker({ kind, selected, onToggle, promotionId }: ArticlePickerProps) {
  const { t } = useTranslation();
  const list = usePagedList<PickerArticle>(kind, pickerArticlesPath(kind));
  const rows = list.data?.data ?? [];
  return (
    <Stack gap="xs">
      <SearchBox
        onSearch={list.setSearch}
        label={t('boPromotions.picker.searchLabel')}
        placeholder={t('boPromotions.picker.searchPlaceholder')}
      />
      {list.isLoading ? (
        <Center py="lg">
          <Loader size="sm" role="status" aria-label={t('common.loading')} />
        </Center>
      ) : list.isError ? (
        <LoadError onRetry={list.refetch} />
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="md" role="status">
          {t('boPromotions.picker.empty')}
        </Text>
      ) : (
        <ArticleSelectTable
          articles={rows}
          selected={selected}
          onToggle={onToggle}
          promotionId={promotionId}
        />
      )}
      <ListPager meta={list.data?.meta} onChange={list.setPage} />
    </Stack>
  );
}
