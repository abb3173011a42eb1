import type { QueryClient } from '@tanstack/react-query';
import type { Article } from '@/features/catalog/article-types';

function isArticle(value: unknown, id: number): value is Article {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as Article).id === id &&
    Array.isArray((value as Article).stock_articles)
  );
}

/** Returns `value` with every copy of article `id` patched; untouched branches keep their identity. */
function patchDeep(value: unknown, id: number, patch: (article: Article) => Article, depth: number): unknown {
  if (depth > 6 || typeof value !== 'object' || value === null) return value;
  if (isArticle(value, id)) return patch(value);
  if (Array.isArray(value)) {
    let changed = false;
    const next = value.map((item) => {
      const patched = patchDeep(item, id, patch, depth + 1);
      if (patched !== item) changed = true;
      return patched;
    });
    return changed ? next : value;
  }
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  let changed = false;
  const next: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const patched = patchDeep(item, id, patch, depth + 1);
    if (patched !== item) changed = true;
    next[key] = patched;
  }
  return changed ? next : value;
}

/**
 * Applies a local change (a like) to every cached copy of one article: its detail and every list,
 * grid or home block that shows it, so the cards agree with the modal without refetching.
 */
export function patchCachedArticle(
  queryClient: QueryClient,
  queryKeys: readonly (readonly unknown[])[],
  id: number,
  patch: (article: Article) => Article,
): void {
  for (const queryKey of queryKeys) {
    queryClient.setQueriesData({ queryKey }, (data: unknown) => patchDeep(data, id, patch, 0));
  }
}
