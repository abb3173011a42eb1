import { buildPaginationLinks, type Paginated, type QueryValue } from '@souk/domain/pagination';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

/** `?page=N`: anything that is not a positive integer reads as page 1 (as Laravel does). */
export const pageParam = z.coerce.number().int().min(1).max(1_000_000).catch(1).default(1);

export const PER_PAGE = { grid: 12, table: 10 } as const;

export interface PageRequest {
  page: number;
  perPage: number;
  /** Active filters, kept in every pagination link. */
  filters?: Record<string, QueryValue>;
}

/**
 * Laravel's LengthAwarePaginator envelope: `{ data, links, meta }`, link URLs being absolute paths that
 * keep the active filters. `count` and `rows` run side by side.
 */
export async function paginate<T>(
  request: FastifyRequest,
  { page, perPage, filters }: PageRequest,
  count: () => Promise<number>,
  rows: (limit: number, offset: number) => Promise<T[]>,
): Promise<Paginated<T>> {
  const [total, data] = await Promise.all([count(), rows(perPage, (page - 1) * perPage)]);
  const path = new URL(request.url, 'http://localhost').pathname;
  const { links, meta } = buildPaginationLinks({ path, query: filters, page, perPage, total });
  return { data, links, meta };
}
