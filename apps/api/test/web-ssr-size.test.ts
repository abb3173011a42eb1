import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../src/db/seed/seed-if-empty';
import { createTestApp } from './build-app';

/**
 * The size of the server-drawn pages with the demo data (docs/decisions/0042-fewer-larger-chunks.md):
 * the home used to inline every section's 96 cards and the API replies behind them (775 KB of HTML).
 * Needs the web build (`npm run build`: apps/web/dist and dist-ssr); skipped without it.
 */
const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
const built =
  existsSync(path.join(DIST, 'index.html')) && existsSync(path.join(DIST, '../dist-ssr/entry-server.js'));

/** Bounds on the drawn documents (uncompressed HTML), a little above what they measure. */
const MAX = { home: 175 * 1024, category: 190 * 1024 };

describe.skipIf(!built)('server-drawn pages with the demo data', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST: DIST });
    await seedIfEmpty(t.database.db, { media: t.app.media });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  const drawn = async (url: string) => {
    const reply = await t.app.inject({ method: 'GET', url });
    expect(reply.statusCode).toBe(200);
    // Drawn, not index.html: the query cache is in the page.
    expect(reply.body).toContain('id="souk-ssr-state"');
    return reply.body;
  };

  it("draws the home's first screen and first row of newest products, not the sections below", async () => {
    const html = await drawn('/');
    expect(html).toContain('data-testid="section-new"');
    // The first row of them (the app asks for the rest), with only their replies inlined.
    expect(html.match(/data-testid="product-card"/g)?.length).toBe(5);
    // The lower sections are their skeletons, their API replies are not inlined.
    expect(html).not.toContain('data-testid="category-block"');
    const state = /id="souk-ssr-state">([^<]*)</.exec(html)?.[1] ?? '';
    expect(state).not.toContain('"promo"');
    expect(state).not.toContain('"categoryBlocks"');
    expect(Buffer.byteLength(html)).toBeLessThan(MAX.home);
  });

  it('keeps a category page under its bound', async () => {
    const categories = await t.app.inject({ method: 'GET', url: '/api/v1/categories' });
    const slug = (categories.json() as { data: { slug: string }[] }).data[0]?.slug;
    expect(slug).toBeDefined();
    expect(Buffer.byteLength(await drawn(`/categories/${slug}`))).toBeLessThan(MAX.category);
  });

  // The goal of decision 0042 (≤ 100 KB) is not met yet: Mantine's theme variables (28 KB inline), the
  // skeletons of the lower sections, the header, the footer and the categories' reply remain.
  it.todo('keeps the home, category and shop pages under 100 KB of HTML');
});
