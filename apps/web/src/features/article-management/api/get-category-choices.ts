import { useQuery } from '@tanstack/react-query';
import { articleManagementKeys } from '@/features/article-management/api/article-management-keys';
import type {
  CategoriesReply,
  CategoryChoice,
  CategoryChoicesReply,
  ManagerKind,
} from '@/features/article-management/article-management-types';
import { api } from '@/lib/api-client';

/**
 * The category tree of the article form and filters: the partner's `v1/marchand/categories`; the
 * administrator reads the public `v1/categories` (every category with its sub-categories).
 */
export async function getCategoryChoices(kind: ManagerKind, signal?: AbortSignal): Promise<CategoryChoice[]> {
  const reply =
    kind === 'partner'
      ? await api('partner').get<CategoryChoicesReply>('v1/marchand/categories', { signal })
      : await api(null).get<CategoriesReply>('v1/categories', { signal });
  return reply.data.map((c) => ({
    id: c.id,
    designation: c.designation,
    sous_categories: c.sous_categories.map((s) => ({
      id: s.id,
      designation: s.designation,
      categorie_id: s.categorie_id,
    })),
  }));
}

export function useCategoryChoices(kind: ManagerKind) {
  return useQuery({
    queryKey: articleManagementKeys.categories(kind),
    queryFn: ({ signal }) => getCategoryChoices(kind, signal),
    staleTime: 5 * 60_000,
  });
}
