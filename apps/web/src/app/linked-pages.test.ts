import { createMemoryRouter, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchLinkedPagesAhead } from '@/app/linked-pages';

/**
 * The code of the pages a link leads to, fetched ahead (app/linked-pages.ts): the page's own links to
 * first-view pages in idle time, any storefront link at a press.
 */

const firstView = new WeakSet<object>();
vi.mock('@/app/router', () => ({ isFirstViewPage: (lazy: object) => firstView.has(lazy) }));
// Idle callbacks run when the test says so.
const idle: (() => void)[] = [];
vi.mock('@/lib/when-idle', () => ({
  whenIdle: (callback: () => void) => {
    idle.push(callback);
    return () => {
      const i = idle.indexOf(callback);
      if (i >= 0) idle.splice(i, 1);
    };
  },
}));
let signedIn = false;
vi.mock('@/lib/session-storage', () => ({ hasStoredSession: () => signedIn }));

function Blank() {
  return null;
}

/** A page's lazy route, counting its calls; a first-view page's unless `screen`. */
function page(screen = false) {
  const lazy = vi.fn(async () => ({ Component: Blank }));
  if (!screen) firstView.add(lazy);
  return lazy;
}

const pages = {
  category: page(),
  shop: page(),
  register: page(),
  forgotPassword: page(true),
  basket: page(),
  partnerLogin: page(true),
};

function openRouter() {
  const routes: RouteObject[] = [
    {
      id: 'root',
      children: [
        {
          id: 'storefront',
          path: '/',
          children: [
            { id: 'Accueil', index: true, Component: Blank },
            { id: 'Categories', path: 'categories/:slug', lazy: pages.category },
            { id: 'magasinProfile', path: 'magasins/:slug', lazy: pages.shop },
            { id: 'Register', path: 'register', lazy: pages.register },
            { id: 'forgotPassword', path: 'forgot-password', lazy: pages.forgotPassword },
            { id: 'client-only', children: [{ id: 'Panier', path: 'panier', lazy: pages.basket }] },
          ],
        },
        { id: 'partner', path: '/partenaire/login', lazy: pages.partnerLogin },
      ],
    },
  ];
  return createMemoryRouter(routes);
}

/** Links in the page's `main` (on the screen unless `below`) and in its header. */
function drawLinks(main: string[], header: string[] = [], below: string[] = []) {
  const link = (href: string, top: number) => {
    const a = document.createElement('a');
    a.href = href;
    a.getBoundingClientRect = () => ({ top, bottom: top + 20, width: 100, height: 20 }) as DOMRect;
    return a;
  };
  const headerElement = document.createElement('header');
  headerElement.append(...header.map((href) => link(href, 10)));
  const mainElement = document.createElement('main');
  mainElement.id = 'main-content';
  mainElement.append(
    ...main.map((href) => link(href, 200)),
    ...below.map((href) => link(href, window.innerHeight * 3)),
  );
  document.body.replaceChildren(headerElement, mainElement);
}

/** Runs the idle callbacks, and those they schedule once their fetch is done, until none is left. */
async function runIdle() {
  while (idle.length > 0) {
    idle.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

beforeEach(() => {
  for (const lazy of Object.values(pages)) lazy.mockClear();
  idle.length = 0;
  signedIn = false;
});
afterEach(() => document.body.replaceChildren());

describe("the code of the pages a page's links lead to", () => {
  it("is fetched in idle time for the page's own links on the screen, each page once", async () => {
    drawLinks(
      ['/categories/robes', '/categories/chaussures', '/magasins/oran', '/forgot-password', '/panier'],
      ['/register'],
      ['/register'],
    );
    const stop = fetchLinkedPagesAhead(openRouter());
    expect(pages.category).not.toHaveBeenCalled();
    await runIdle();
    expect(pages.category).toHaveBeenCalledOnce();
    expect(pages.shop).toHaveBeenCalledOnce();
    // Not a screen with the whole Mantine sheet, not a client's page for a visitor, not a header's
    // link nor one two screens down.
    expect(pages.forgotPassword).not.toHaveBeenCalled();
    expect(pages.basket).not.toHaveBeenCalled();
    expect(pages.register).not.toHaveBeenCalled();
    stop();
  });

  it('is not fetched in idle time when the browser is asked to spare data, only at a press', async () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true, effectiveType: '4g' } });
    drawLinks(['/categories/robes', '/register']);
    const stop = fetchLinkedPagesAhead(openRouter());
    await runIdle();
    expect(pages.category).not.toHaveBeenCalled();
    document
      .querySelector('a[href="/register"]')
      ?.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    expect(pages.register).toHaveBeenCalledOnce();
    stop();
    vi.unstubAllGlobals();
  });

  it('waits in idle time until no reply is awaited', async () => {
    vi.useFakeTimers();
    drawLinks(['/categories/robes']);
    let awaiting = true;
    const stop = fetchLinkedPagesAhead(openRouter(), { busy: () => awaiting });
    idle.shift()?.();
    vi.advanceTimersByTime(2000);
    idle.shift()?.();
    expect(pages.category).not.toHaveBeenCalled();
    awaiting = false;
    vi.advanceTimersByTime(500);
    idle.shift()?.();
    expect(pages.category).toHaveBeenCalledOnce();
    stop();
    vi.useRealTimers();
  });

  it('is fetched again after a navigation for the links of the new page, not for those already fetched', async () => {
    const router = openRouter();
    drawLinks(['/categories/robes']);
    const stop = fetchLinkedPagesAhead(router);
    await runIdle();
    drawLinks(['/categories/robes', '/panier']);
    signedIn = true;
    await router.navigate('/magasins/oran');
    await runIdle();
    expect(pages.category).toHaveBeenCalledOnce();
    expect(pages.basket).toHaveBeenCalledOnce();
    stop();
  });

  it('is fetched at once when any storefront link is pressed, and not for another area', async () => {
    drawLinks([], ['/register', '/partenaire/login', '/forgot-password']);
    const stop = fetchLinkedPagesAhead(openRouter());
    const press = (href: string) =>
      document
        .querySelector(`a[href="${href}"]`)
        ?.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    press('/register');
    press('/forgot-password');
    press('/partenaire/login');
    expect(pages.register).toHaveBeenCalledOnce();
    expect(pages.forgotPassword).toHaveBeenCalledOnce();
    expect(pages.partnerLogin).not.toHaveBeenCalled();
    press('/register');
    expect(pages.register).toHaveBeenCalledOnce();
    stop();
    // Stopped: a press fetches nothing more, no pass is left waiting.
    press('/forgot-password');
    expect(pages.forgotPassword).toHaveBeenCalledOnce();
    expect(idle).toEqual([]);
  });

  it('is asked for again at the next press when its fetch failed', async () => {
    drawLinks([], ['/register']);
    pages.register.mockRejectedValueOnce(new Error('offline'));
    const stop = fetchLinkedPagesAhead(openRouter());
    const link = document.querySelector('a[href="/register"]');
    link?.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    link?.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    expect(pages.register).toHaveBeenCalledTimes(2);
    stop();
  });
});
