import { algiersDay } from '@souk/domain/algiers-time';
import { cappedPaginatedSchema } from '@souk/domain/pagination';
import { managedArticlePage } from '@souk/domain/replies/article-management';
import { articleReply } from '@souk/domain/replies/catalog';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { COUNT_CAP, paginate } from '../../lib/pagination';
import { countArticles } from './article-listing.repository';
import { makeSellable, makeTree } from './articles.fixtures';
import { toArticleFilters } from './articles.service';

/** No exact COUNT(*) over more than ~25k rows per request (docs/product/README.md, Envelopes). */
describe('capped listing counts', () => {
  const t = useTestApp();
  const request = { url: '/api/v1/accueil/allArticles?page=2' } as FastifyRequest;

  it('counts matching articles only up to the cap + 1', async () => {
    const { sousCategorie } = await makeTree(t.database.db);
    for (let i = 0; i < 5; i++) await makeSellable(t.database.db, sousCategorie.id);
    const query = { scope: {}, filters: toArticleFilters({}), today: algiersDay() };
    expect(await countArticles(t.database.db, query)).toBe(5);
    expect(await countArticles(t.database.db, query, 3)).toBe(4);
    expect(await countArticles(t.database.db, query, 5)).toBe(5);
    const scoped = { ...query, scope: { sousCategorieId: sousCategorie.id + 1000 } };
    expect(await countArticles(t.database.db, scoped, 3)).toBe(0);
  });

  it('reports a count above the cap as COUNT_CAP with meta.total_capped', async () => {
    const page = await paginate(
      request,
      { page: 2, perPage: 12 },
      async () => COUNT_CAP + 1,
      async () => [],
    );
    expect(COUNT_CAP).toBe(25_000);
    expect(page.meta).toMatchObject({
      total: 25_000,
      total_capped: true,
      last_page: Math.ceil(25_000 / 12),
      current_page: 2,
    });
    expect(page.links.next).toBe('/api/v1/accueil/allArticles?page=3');
    // The reply schema keeps the mark (the serializer would strip an unknown key).
    expect(cappedPaginatedSchema(articleReply).parse(page).meta.total_capped).toBe(true);
    // So do the back-office article lists (partner and admin), counted the same way.
    expect(managedArticlePage.parse(page).meta.total_capped).toBe(true);
  });

  it('leaves exact counts (up to the cap) unmarked', async () => {
    for (const n of [0, 13, COUNT_CAP]) {
      const page = await paginate(
        request,
        { page: 1, perPage: 12 },
        async () => n,
        async () => [],
      );
      expect(page.meta.total).toBe(n);
      expect(page.meta).not.toHaveProperty('total_capped');
    }
  });
});
