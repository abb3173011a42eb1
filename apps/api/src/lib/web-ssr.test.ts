import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { WebFile } from './web-assets';
import { CACHE_MS, changesDrawnPages, createPageRenderer, type RenderModule } from './web-ssr';

const INDEX = Buffer.from(
  '<head><script type="application/json" id="souk-first-view-files">{"home":[]}</script>' +
    '<script type="module" crossorigin src="/assets/index-1.js"></script></head><div id="root"></div>',
);
const ORIGIN = 'https://souk.dz';
const index: WebFile = { type: 'text/html', etag: '"i"', lastModified: '', raw: INDEX };

function renderer() {
  let clock = 0;
  const drawn: string[] = [];
  // While true, a draw fails as when one of its API requests does (render answers null).
  const failing = { now: false };
  const module: RenderModule = {
    BOOT_LOADER_SOURCE: '',
    CLIENT_PAGE_PATH: '^/panier/?$',
    CLIENT_PAGE_LOADER_SOURCE: 'clientPageLoader()',
    render: async (url, _transport, language = 'fr') => {
      const path = url.replace(ORIGIN, '');
      drawn.push(language === 'fr' ? path : `${language} ${path}`);
      if (failing.now) return null;
      return { page: 'home', language, html: path, head: '', state: '{}' };
    },
  };
  const app = { log: { error: () => {} } } as unknown as FastifyInstance;
  const pages = createPageRenderer(app, module, () => clock);
  return {
    pages,
    drawn,
    failing,
    wait: (ms: number) => {
      clock += ms;
    },
  };
}

describe('the drawn pages kept in memory', () => {
  it('draws a URL once per CACHE_MS, then sends the page drawn before while drawing it again', async () => {
    const { pages, drawn, wait } = renderer();
    const first = await pages.page('/?a', index, ORIGIN);
    expect(first?.raw.toString()).toContain('<div id="root">/?a</div>');
    await pages.page('/?a', index, ORIGIN);
    wait(CACHE_MS - 1);
    await pages.page('/?a', index, ORIGIN);
    expect(drawn).toEqual(['/?a']);
    wait(1);
    // Expired: the visitor gets the page at once, the same one, while it is drawn again.
    expect(await pages.page('/?a', index, ORIGIN)).toBe(first);
    expect(await pages.page('/?a', index, ORIGIN)).toBe(first);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(drawn).toEqual(['/?a', '/?a']);
    const next = await pages.page('/?a', index, ORIGIN);
    expect(next).not.toBe(first);
    expect(drawn).toEqual(['/?a', '/?a']);
  });

  it('does not keep a background draw that a write made out of date', async () => {
    const { pages, drawn, wait } = renderer();
    await pages.page('/', index, ORIGIN);
    wait(CACHE_MS);
    await pages.page('/', index, ORIGIN);
    pages.clear();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await pages.page('/', index, ORIGIN);
    // Drawn after the write, not the background draw started before it.
    expect(drawn).toEqual(['/', '/', '/']);
  });

  it('does not keep a page whose draw failed: the next request draws it again', async () => {
    const { pages, drawn, failing } = renderer();
    failing.now = true;
    expect(await pages.page('/', index, ORIGIN)).toBeNull();
    failing.now = false;
    const next = await pages.page('/', index, ORIGIN);
    expect(next?.raw.toString()).toContain('<div id="root">/</div>');
    await pages.page('/', index, ORIGIN);
    expect(drawn).toEqual(['/', '/']);
  });

  it('keeps sending the page drawn before while drawing it again fails, and tries again at the next request', async () => {
    const { pages, drawn, failing, wait } = renderer();
    const first = await pages.page('/', index, ORIGIN);
    wait(CACHE_MS);
    failing.now = true;
    expect(await pages.page('/', index, ORIGIN)).toBe(first);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await pages.page('/', index, ORIGIN)).toBe(first);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(drawn).toEqual(['/', '/', '/']);
    failing.now = false;
    expect(await pages.page('/', index, ORIGIN)).toBe(first);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const next = await pages.page('/', index, ORIGIN);
    expect(next).not.toBe(first);
    expect(next?.raw.toString()).toContain('<div id="root">/</div>');
  });

  it('keeps at most a hundred pages, dropping the oldest', async () => {
    const { pages, drawn } = renderer();
    for (let n = 0; n <= 100; n++) await pages.page(`/?n=${n}`, index, ORIGIN);
    drawn.length = 0;
    await pages.page('/?n=100', index, ORIGIN);
    await pages.page('/?n=1', index, ORIGIN);
    expect(drawn).toEqual([]);
    await pages.page('/?n=0', index, ORIGIN);
    expect(drawn).toEqual(['/?n=0']);
  });

  it("keeps a page per language, drawn in it: <html lang dir> and the boot loader's data-lang", async () => {
    const { pages, drawn } = renderer();
    const html = '<html lang="fr" dir="ltr" data-mantine-color-scheme="light">';
    const indexWithHtml: WebFile = { ...index, raw: Buffer.concat([Buffer.from(html), INDEX]) };
    const french = (await pages.page('/', indexWithHtml, ORIGIN))?.raw.toString() ?? '';
    const arabic = (await pages.page('/', indexWithHtml, ORIGIN, 'ar'))?.raw.toString() ?? '';
    await pages.page('/', indexWithHtml, ORIGIN, 'ar');
    expect(drawn).toEqual(['/', 'ar /']);
    expect(french).toContain('<html lang="fr" dir="ltr" data-mantine-color-scheme="light">');
    expect(french).toContain('data-lang="fr"');
    expect(arabic).toContain('<html lang="ar" dir="rtl" data-mantine-color-scheme="light">');
    expect(arabic).toContain('data-lang="ar"');
  });

  it('keeps a page per site address (its canonical URLs are absolute)', async () => {
    const { pages, drawn } = renderer();
    await pages.page('/', index, ORIGIN);
    await pages.page('/', index, 'http://localhost:3000');
    await pages.page('/', index, ORIGIN);
    expect(drawn).toEqual(['/', 'http://localhost:3000/']);
  });

  it('forgets them all when cleared', async () => {
    const { pages, drawn } = renderer();
    await pages.page('/', index, ORIGIN);
    pages.clear();
    await pages.page('/', index, ORIGIN);
    expect(drawn).toEqual(['/', '/']);
  });
});

describe('changesDrawnPages', () => {
  it('is a successful write of the admin or partner API', () => {
    expect(changesDrawnPages('POST', '/api/v1/user/pubAdd', 200)).toBe(true);
    expect(changesDrawnPages('DELETE', '/api/v1/marchand/articleDelete/3', 204)).toBe(true);
    expect(changesDrawnPages('GET', '/api/v1/user/pubs', 200)).toBe(false);
    expect(changesDrawnPages('POST', '/api/v1/user/pubAdd', 422)).toBe(false);
  });

  it('is a like, a review or an order of the storefront, not a cart change or a read', () => {
    expect(changesDrawnPages('GET', '/api/v1/like/12', 200)).toBe(true);
    expect(changesDrawnPages('POST', '/api/v1/client/notationAdd', 201)).toBe(true);
    expect(changesDrawnPages('POST', '/api/v1/client/commandeAdd', 201)).toBe(true);
    expect(changesDrawnPages('DELETE', '/api/v1/client/commandeDelete/4', 200)).toBe(true);
    expect(changesDrawnPages('GET', '/api/v1/like/12', 404)).toBe(false);
    expect(changesDrawnPages('POST', '/api/v1/client/panierAdd', 201)).toBe(false);
    expect(changesDrawnPages('GET', '/api/v1/articleShow/12', 200)).toBe(false);
    expect(changesDrawnPages('GET', '/api/v1/likes', 200)).toBe(false);
  });
});

describe("the client's pages", () => {
  it('are index.html with the client page loader, made once per index.html', () => {
    const { pages, drawn } = renderer();
    const basket = pages.clientPage('/panier?from=menu', index);
    expect(basket?.raw.toString()).toContain('<script data-files=');
    expect(pages.clientPage('/panier/', index)).toBe(basket);
    const rebuilt = pages.clientPage('/panier', { ...index, etag: '"j"' });
    expect(rebuilt).not.toBe(basket);
    expect(rebuilt?.raw.toString()).toBe(basket?.raw.toString());
    for (const url of ['/', '/panierx', '/login?next=/panier'])
      expect(pages.clientPage(url, index)).toBeNull();
    expect(drawn).toEqual([]);
  });

  it('are index.html as it is with an older render module, which names none', () => {
    const older = createPageRenderer({ log: {} } as unknown as FastifyInstance, {
      BOOT_LOADER_SOURCE: '',
      render: async () => null,
    });
    expect(older.clientPage('/panier', index)).toBeNull();
  });
});
