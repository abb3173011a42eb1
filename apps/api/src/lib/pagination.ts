import {
  buildPaginationLinks,
  type CappedPaginated,
  pageParam,
  type QueryValue,
} from '@souk/domain/pagination';
import type { FastifyRequest } from 'fastify';

/** `?page=N`, the domain's (the web builds it too). */
export { pageParam };

export const PER_PAGE = { grid: 12, table: 10 } as const;

/**
 * Exact counts stop here (docs/product/README.md, Envelopes; decision 0017): a list counts at most
 * COUNT_CAP + 1 rows (`select count(*) from (select 1 … limit COUNT_CAP + 1)`); beyond, the reply says
 * `total: COUNT_CAP, total_capped: true` instead of scanning millions of rows on every page.
 */
export const COUNT_CAP = 25_000;

export interface PageRequest {
  page: number;
  perPage: number;
  /** Active filters, kept in every pagination link. */
  filters?: Record<string, QueryValue>;
  /** Where the count stops (COUNT_CAP unless the list says otherwise, e.g. a search). */
  cap?: number;
}

/**
 * Laravel's LengthAwarePaginator envelope: `{ data, links, meta }`, link URLs being absolute paths that
 * keep the active filters. `count` and `rows` run side by side; a count above `cap` (COUNT_CAP, see
 * there) reads as `cap` with `meta.total_capped`.
 */
export function paginate<T>(
  request: FastifyRequest,
  pageRequest: PageRequest,
  count: () => Promise<number>,
  rows: (limit: number, offset: number) => Promise<T[]>,
): Promise<CappedPaginated<T>> {
  return paginateLoaded(request, pageRequest, async (limit, offset) => {
    const [total, data] = await Promise.all([count(), rows(limit, offset)]);
    return { rows: data, total };
  });
}

/** As paginate, for a list that loads a page and its count together (`load`, e.g. a search). */
export async function paginateLoaded<T>(
  request: FastifyRequest,
  { page, perPage, filters, cap = COUNT_CAP }: PageRequest,
  load: (limit: number, offset: number) => Promise<{ rows: T[]; total: number }>,
): Promise<CappedPaginated<T>> {
  const { rows: data, total: counted } = await load(perPage, (page - 1) * perPage);
  const capped = counted > cap;
  const total = capped ? cap : counted;
  const path = new URL(request.url, 'http://localhost').pathname;
  const { links, meta } = buildPaginationLinks({ path, query: filters, page, perPage, total });
  return { data, links, meta: capped ? { ...meta, total_capped: true } : meta };
}
