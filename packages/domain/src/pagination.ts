import { z } from './validation';

/**
 * The list envelope of Laravel API resources (the original screens read it as such), rebuilt to the
 * letter: same keys, same sliding window of page links, same French labels as laravel-lang.
 */

/** `?page=N`: anything that is not a positive integer reads as page 1 (as Laravel does). */
export const pageParam = z.coerce.number().int().min(1).max(1_000_000).catch(1).default(1);

/** The longest text a list's search box sends (the box takes no more: features/backoffice/search-box.tsx). */
export const SEARCH_MAX = 200;

/** `?search=…` of a list: trimmed, a blank one is no search, longer than SEARCH_MAX is refused (422). */
export const searchParam = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() || undefined : v === null ? undefined : v),
  z.string().max(SEARCH_MAX).optional(),
);

/** A searchable list's query (`?page`, `?search`): every back-office list and the stores' directory. */
export const listQuery = z.object({ page: pageParam, search: searchParam });

/** The same search without a page: the lists' CSV exports. */
export const listSearchQuery = z.object({ search: searchParam });

export type PageLink = { url: string | null; label: string; active: boolean };

export type PaginationLinks = {
  first: string | null;
  last: string | null;
  prev: string | null;
  next: string | null;
};

export type PaginationMeta = {
  current_page: number;
  from: number | null;
  last_page: number;
  links: PageLink[];
  path: string;
  per_page: number;
  to: number | null;
  total: number;
};

export type Paginated<T> = { data: T[]; links: PaginationLinks; meta: PaginationMeta };

/**
 * A list whose count may stop (docs/product/README.md, Envelopes; decision 0017): `total_capped` says
 * there are more than `total`.
 */
export type CappedPaginated<T> = Paginated<T> & { meta: PaginationMeta & { total_capped?: true } };

export const PREVIOUS_LABEL = '&laquo; Précédent';
export const NEXT_LABEL = 'Suivant &raquo;';
/** Laravel's default: pages shown on each side of the current one. */
export const ON_EACH_SIDE = 3;

const nullableUrl = z.string().nullable();

export const paginationLinksSchema = z.object({
  first: nullableUrl,
  last: nullableUrl,
  prev: nullableUrl,
  next: nullableUrl,
});

export const paginationMetaSchema = z.object({
  current_page: z.number().int(),
  from: z.number().int().nullable(),
  last_page: z.number().int(),
  links: z.array(z.object({ url: nullableUrl, label: z.string(), active: z.boolean() })),
  path: z.string(),
  per_page: z.number().int(),
  to: z.number().int().nullable(),
  total: z.number().int(),
});

/** Reply schema of a paginated list, for route definitions and the OpenAPI document. */
export function paginatedSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), links: paginationLinksSchema, meta: paginationMetaSchema });
}

/** The envelope of a list whose count may be capped: `meta.total_capped` appears only when it is. */
export function cappedPaginatedSchema<T extends z.ZodType>(item: T) {
  const base = paginatedSchema(item);
  return base.extend({ meta: paginationMetaSchema.extend({ total_capped: z.literal(true).optional() }) });
}

type QueryScalar = string | number | boolean;
export type QueryValue = QueryScalar | readonly QueryScalar[] | null | undefined;

export type PaginationInput = {
  /** Absolute path of the list, e.g. '/api/v1/articles'. */
  path: string;
  /** The active filters; undefined, null and '' are dropped, `page` is replaced. */
  query?: Readonly<Record<string, QueryValue>>;
  page: number;
  perPage: number;
  total: number;
};

// PHP's http_build_query (RFC 3986) also escapes !'()*, which encodeURIComponent leaves alone.
function encode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/gu,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function queryPrefix(query: Readonly<Record<string, QueryValue>>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (key === 'page') continue;
    // Repeated keys, which Fastify's query parser reads back as an array.
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) {
      if (v === undefined || v === null || v === '') continue;
      parts.push(`${encode(key)}=${encode(String(v))}`);
    }
  }
  return parts.map((p) => `${p}&`).join('');
}

function assertCount(value: number, name: string, min: number): void {
  if (!Number.isSafeInteger(value) || value < min) throw new RangeError(`${name} invalide : ${value}`);
}

/** Page numbers to show, with null where Laravel puts a '...' separator. */
export function pageWindow(
  currentPage: number,
  lastPage: number,
  onEachSide = ON_EACH_SIDE,
): (number | null)[] {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (lastPage < onEachSide * 2 + 8) return range(1, lastPage);
  const window = onEachSide + 4;
  const start = [1, 2];
  const finish = [lastPage - 1, lastPage];
  if (currentPage <= window) return [...range(1, window + onEachSide), null, ...finish];
  if (currentPage > lastPage - window) {
    return [...start, null, ...range(lastPage - (window + (onEachSide - 1)), lastPage)];
  }
  return [...start, null, ...range(currentPage - onEachSide, currentPage + onEachSide), null, ...finish];
}

export function buildPaginationLinks(input: PaginationInput): {
  links: PaginationLinks;
  meta: PaginationMeta;
} {
  const { path, perPage, total } = input;
  assertCount(perPage, 'perPage', 1);
  assertCount(total, 'total', 0);
  // Like Laravel: a malformed page means page 1; a page past the end is kept (it is simply empty).
  const page = Number.isSafeInteger(input.page) && input.page >= 1 ? input.page : 1;
  const lastPage = Math.max(Math.ceil(total / perPage), 1);
  const base = `${path}${path.includes('?') ? '&' : '?'}${queryPrefix(input.query ?? {})}page=`;
  const url = (n: number) => `${base}${n}`;

  const prev = page > 1 ? url(page - 1) : null;
  const next = page < lastPage ? url(page + 1) : null;
  const from = (page - 1) * perPage + 1;
  const hasItems = from <= total;

  const pageLinks = pageWindow(page, lastPage).map(
    (n): PageLink =>
      n === null
        ? { url: null, label: '...', active: false }
        : { url: url(n), label: String(n), active: n === page },
  );

  return {
    links: { first: url(1), last: url(lastPage), prev, next },
    meta: {
      current_page: page,
      from: hasItems ? from : null,
      last_page: lastPage,
      links: [
        { url: prev, label: PREVIOUS_LABEL, active: false },
        ...pageLinks,
        { url: next, label: NEXT_LABEL, active: false },
      ],
      path,
      per_page: perPage,
      to: hasItems ? Math.min(page * perPage, total) : null,
      total,
    },
  };
}
