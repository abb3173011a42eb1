import { useState } from 'react';
import { useCategoryChoices } from '@/features/article-management/api/get-category-choices';
import { useManagedArticles } from '@/features/article-management/api/get-managed-articles';
import type { ArticleListCall, ManagerKind } from '@/features/article-management/article-management-types';
import { ManagedArticlesGrid } from '@/features/article-management/components/managed-articles-grid';
import { filterParams } from '@/features/catalog/article-filters';
import { ArticleFiltersPanel } from '@/features/catalog/components/article-filters-panel';
import { FiltersLayout } from '@/features/catalog/components/filters-layout';
import { useUrlFilters } from '@/features/catalog/use-url-filters';

interface ArticlesBrowserProps {
  kind: ManagerKind;
  call: ArticleListCall;
  showStore?: boolean;
  /** Prefix of the filter inputs' names, unique per tab. */
  idPrefix: string;
}

/**
 * A back-office article grid with the left filter panel (category, price min and max,
 * promotion 'N % and more', rating 'N stars and more' — sent as `categorie`, `prixMin`, `prixMax`,
 * `promotion`, `etoil`) and the search applied on Enter. Filters live in the page URL like the
 * storefront's; changing them goes back to page 1.
 */
export function ArticlesBrowser({ kind, call, showStore, idPrefix }: ArticlesBrowserProps) {
  const [filters, setFilters] = useUrlFilters();
  const categories = useCategoryChoices(kind);
  const params = filterParams(filters);
  const filtersKey = JSON.stringify(params);
  const [paging, setPaging] = useState({ filtersKey, page: 1 });
  const page = paging.filtersKey === filtersKey ? paging.page : 1;
  const list = useManagedArticles(kind, call, { ...params, page });
  const activeCount = Object.keys(params).length;

  return (
    <FiltersLayout
      activeCount={activeCount}
      filters={
        <ArticleFiltersPanel
          filters={filters}
          onChange={setFilters}
          idPrefix={idPrefix}
          categories={categories.data?.map((c) => ({ value: String(c.id), label: c.designation }))}
        />
      }
    >
      <ManagedArticlesGrid
        kind={kind}
        page={list.data}
        isLoading={list.isLoading}
        isError={list.isError}
        onRetry={() => void list.refetch()}
        onPage={(next) => setPaging({ filtersKey, page: next })}
        showStore={showStore}
        filtered={activeCount > 0}
      />
    </FiltersLayout>
  );
}
