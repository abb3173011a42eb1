import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Article } from '@/features/catalog/article-types';
import { api } from '@/lib/api-client';
import { catalogKeys } from '@/lib/query-keys';

export async function getArticle(id: number, signal?: AbortSignal): Promise<Article> {
  const reply = await api(null).get<{ data: Article }>(`v1/articleShow/${id}`, { signal });
  return reply.data;
}

export function articleQueryOptions(id: number) {
  return queryOptions({
    queryKey: catalogKeys.article(id),
    queryFn: ({ signal }) => getArticle(id, signal),
  });
}

/** GET v1/articleShowBySlug/{slug}: the same reply, for the product's own page (`/produits/{slug}`). */
export async function getArticleBySlug(slug: string, signal?: AbortSignal): Promise<Article> {
  const reply = await api(null).get<{ data: Article }>(`v1/articleShowBySlug/${encodeURIComponent(slug)}`, {
    signal,
  });
  return reply.data;
}

export function articleBySlugQueryOptions(slug: string) {
  return queryOptions({
    queryKey: catalogKeys.articleBySlug(slug),
    queryFn: ({ signal }) => getArticleBySlug(slug, signal),
    enabled: slug !== '',
  });
}

export function useArticleBySlug(slug: string) {
  return useQuery(articleBySlugQueryOptions(slug));
}

export function useArticle(id: number | null) {
  return useQuery({ ...articleQueryOptions(id ?? 0), enabled: id !== null && id > 0 });
}
