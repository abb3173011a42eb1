import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  buildPaginationLinks,
  listQuery,
  listSearchQuery,
  NEXT_LABEL,
  type Paginated,
  type PaginationInput,
  PREVIOUS_LABEL,
  pageWindow,
  paginatedSchema,
  SEARCH_MAX,
} from './pagination';
import { z } from './validation';

const PATH = '/api/v1/articles';
const build = (input: Partial<PaginationInput>) =>
  buildPaginationLinks({ path: PATH, page: 1, perPage: 10, total: 0, ...input });
const labels = (input: Partial<PaginationInput>) => build(input).meta.links.map((l) => l.label);
const pages = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
const url = (page: number) => `${PATH}?page=${page}`;

describe('labels', () => {
  it('uses the French translation of Laravel', () => {
    expect(PREVIOUS_LABEL).toBe('&laquo; Précédent');
    expect(NEXT_LABEL).toBe('Suivant &raquo;');
  });
});

describe('buildPaginationLinks', () => {
  it('answers an empty list with one page and no range', () => {
    expect(build({ total: 0 })).toEqual({
      links: { first: url(1), last: url(1), prev: null, next: null },
      meta: {
        current_page: 1,
        from: null,
        last_page: 1,
        links: [
          { url: null, label: PREVIOUS_LABEL, active: false },
          { url: url(1), label: '1', active: true },
          { url: null, label: NEXT_LABEL, active: false },
        ],
        path: PATH,
        per_page: 10,
        to: null,
        total: 0,
      },
    });
  });

  it('answers a single page', () => {
    const { links, meta } = build({ total: 7 });
    expect(links).toEqual({ first: url(1), last: url(1), prev: null, next: null });
    expect(meta).toMatchObject({ current_page: 1, last_page: 1, from: 1, to: 7, total: 7 });
    expect(meta.links.map((l) => l.label)).toEqual([PREVIOUS_LABEL, '1', NEXT_LABEL]);
  });

  it('lists all of 5 pages with the current one active', () => {
    const { links, meta } = build({ total: 50, page: 3 });
    expect(links).toEqual({ first: url(1), last: url(5), prev: url(2), next: url(4) });
    expect(meta).toMatchObject({ current_page: 3, last_page: 5, from: 21, to: 30, per_page: 10, total: 50 });
    expect(meta.links).toEqual([
      { url: url(2), label: PREVIOUS_LABEL, active: false },
      { url: url(1), label: '1', active: false },
      { url: url(2), label: '2', active: false },
      { url: url(3), label: '3', active: true },
      { url: url(4), label: '4', active: false },
      { url: url(5), label: '5', active: false },
      { url: url(4), label: NEXT_LABEL, active: false },
    ]);
  });

  it('disables previous on the first page and next on the last', () => {
    expect(build({ total: 50, page: 1 }).links).toMatchObject({ prev: null, next: url(2) });
    expect(build({ total: 50, page: 5 }).links).toMatchObject({ prev: url(4), next: null });
    expect(build({ total: 50, page: 5 }).meta.links.at(-1)).toEqual({
      url: null,
      label: NEXT_LABEL,
      active: false,
    });
  });

  it('slides over 20 pages like Laravel (3 on each side)', () => {
    expect(labels({ total: 200, page: 1 })).toEqual([
      PREVIOUS_LABEL,
      ...pages(1, 10),
      '...',
      '19',
      '20',
      NEXT_LABEL,
    ]);
    expect(labels({ total: 200, page: 10 })).toEqual([
      PREVIOUS_LABEL,
      '1',
      '2',
      '...',
      ...pages(7, 13),
      '...',
      '19',
      '20',
      NEXT_LABEL,
    ]);
    expect(labels({ total: 200, page: 20 })).toEqual([
      PREVIOUS_LABEL,
      '1',
      '2',
      '...',
      ...pages(11, 20),
      NEXT_LABEL,
    ]);
  });

  it('gives separators no url and no active flag', () => {
    const sep = build({ total: 200, page: 10 }).meta.links.filter((l) => l.label === '...');
    expect(sep).toEqual([
      { url: null, label: '...', active: false },
      { url: null, label: '...', active: false },
    ]);
  });

  it('marks exactly the current page active', () => {
    for (const page of [1, 7, 8, 10, 13, 14, 20]) {
      const active = build({ total: 200, page }).meta.links.filter((l) => l.active);
      expect(active).toEqual([{ url: url(page), label: String(page), active: true }]);
    }
  });

  it('reports the range of a partial last page', () => {
    expect(build({ total: 95, page: 10 }).meta).toMatchObject({ from: 91, to: 95, last_page: 10 });
    expect(build({ total: 95, page: 1, perPage: 12 }).meta).toMatchObject({ from: 1, to: 12, last_page: 8 });
  });

  it('keeps a page past the end, empty', () => {
    const { links, meta } = build({ total: 50, page: 7 });
    expect(meta).toMatchObject({ current_page: 7, from: null, to: null, last_page: 5 });
    expect(links).toEqual({ first: url(1), last: url(5), prev: url(6), next: null });
    expect(meta.links.some((l) => l.active)).toBe(false);
  });

  it.each([0, -2, 1.5, Number.NaN])('reads page %d as page 1', (page) => {
    expect(build({ total: 50, page }).meta.current_page).toBe(1);
  });

  it('keeps every active filter and replaces the page', () => {
    const { links, meta } = build({
      total: 40,
      page: 2,
      query: {
        search: 'robe été',
        categorie: 'mode-femme',
        prixMin: 100,
        promotion: undefined,
        etoil: '',
        marque: null,
        page: 9,
        sous_categories: [3, 5],
        enPromo: true,
      },
    });
    const filters =
      'search=robe%20%C3%A9t%C3%A9&categorie=mode-femme&prixMin=100&sous_categories=3&sous_categories=5&enPromo=true';
    expect(links.next).toBe(`${PATH}?${filters}&page=3`);
    expect(links.prev).toBe(`${PATH}?${filters}&page=1`);
    expect(
      meta.links.filter((l) => l.url !== null).every((l) => l.url?.startsWith(`${PATH}?${filters}&page=`)),
    ).toBe(true);
    expect(meta.path).toBe(PATH);
  });

  it('escapes keys and values like PHP (RFC 3986)', () => {
    const { links } = build({ total: 1, query: { 'a b': "x&y=z (1)!*'" } });
    expect(links.first).toBe(`${PATH}?a%20b=x%26y%3Dz%20%281%29%21%2A%27&page=1`);
  });

  it('appends to a path that already has a query string', () => {
    expect(build({ path: '/api/v1/user/coupons?tab=1', total: 1 }).links.first).toBe(
      '/api/v1/user/coupons?tab=1&page=1',
    );
  });

  it('refuses a bad page size or total', () => {
    expect(() => build({ perPage: 0 })).toThrow(RangeError);
    expect(() => build({ perPage: 2.5 })).toThrow(RangeError);
    expect(() => build({ total: -1 })).toThrow(RangeError);
    expect(() => build({ total: Number.NaN })).toThrow(RangeError);
  });
});

describe('pageWindow', () => {
  it('shows every page below 14 pages', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(7, 13)).toEqual(Array.from({ length: 13 }, (_, i) => i + 1));
  });

  it.each([
    [14, 1, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, null, 13, 14]],
    [14, 7, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, null, 13, 14]],
    [14, 8, [1, 2, null, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]],
    [20, 8, [1, 2, null, 5, 6, 7, 8, 9, 10, 11, null, 19, 20]],
    [20, 13, [1, 2, null, 10, 11, 12, 13, 14, 15, 16, null, 19, 20]],
    [20, 14, [1, 2, null, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]],
    [100, 50, [1, 2, null, 47, 48, 49, 50, 51, 52, 53, null, 99, 100]],
  ])('with %d pages at page %d', (last, current, expected) => {
    expect(pageWindow(current, last)).toEqual(expected);
  });
});

describe('paginatedSchema', () => {
  const schema = paginatedSchema(z.object({ id: z.number() }));

  it('accepts what buildPaginationLinks builds', () => {
    const reply = { data: [{ id: 1 }], ...build({ total: 200, page: 10 }) };
    expect(schema.parse(reply)).toEqual(reply);
  });

  it('types the same envelope as Paginated<T>', () => {
    expectTypeOf<z.infer<typeof schema>>().toEqualTypeOf<Paginated<{ id: number }>>();
  });

  it('refuses a reply without meta', () => {
    expect(schema.safeParse({ data: [], links: build({}).links }).success).toBe(false);
  });
});

describe('listQuery: the query of every searchable list', () => {
  it('reads the page as Laravel does and trims the search, a blank one being none', () => {
    expect(listQuery.parse({ page: '3', search: '  Amina  ' })).toEqual({ page: 3, search: 'Amina' });
    expect(listQuery.parse({ page: 'x', search: '   ' })).toEqual({ page: 1, search: undefined });
    expect(listQuery.parse({})).toEqual({ page: 1, search: undefined });
    expect(listSearchQuery.parse({ search: '' })).toEqual({ search: undefined });
  });

  it('refuses a search longer than the search box takes', () => {
    expect(listQuery.safeParse({ search: 'a'.repeat(SEARCH_MAX) }).success).toBe(true);
    const refused = listQuery.safeParse({ search: 'a'.repeat(SEARCH_MAX + 1) });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path).toEqual(['search']);
  });
});
