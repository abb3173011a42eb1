import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_KEY } from '@/lib/i18n';
import { SESSION_KEYS } from '@/lib/session-storage';
import { loginClient, loginPartner } from '@/test/sessions-fixtures';
import { CLIENT_PAGE_LOADER_SOURCE, type ClientPageFiles } from './client-page-loader';

const FILES: ClientPageFiles = {
  entry: '/assets/index-1.js',
  preloads: ['/assets/react-2.js', '/assets/storefront-3.js'],
  styles: ['/assets/mantine-4.css', '/assets/storefront-5.css'],
};

let replaced: string[] = [];
/** What <head> held before the test (other test files of the worker may leave elements there). */
let before = new Set<Element>();

/** Runs the inline script as the API sends it, its element carrying `files`, at `pathname`. */
function run(files: unknown = FILES, pathname = '/panier') {
  replaced = [];
  vi.spyOn(window, 'location', 'get').mockReturnValue({
    ...window.location,
    pathname,
    replace: (url: string) => replaced.push(url),
  } as Location);
  const script = document.createElement('script');
  script.dataset.files = typeof files === 'string' ? files : JSON.stringify(files);
  document.head.append(script);
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
  new Function(CLIENT_PAGE_LOADER_SOURCE)();
}

/** The elements the loader added to <head>. */
const ownElements = (selector: string) =>
  [...document.head.querySelectorAll(selector)].filter((element) => !before.has(element));
const added = () =>
  ownElements('link, script[src]').map((element) => [
    element.getAttribute('rel') ?? element.getAttribute('type'),
    element.getAttribute('href') ?? element.getAttribute('src'),
  ]);

beforeEach(() => {
  before = new Set(document.head.children);
});

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  for (const element of [...document.head.children]) if (!before.has(element)) element.remove();
});

describe('client page loader', () => {
  it("sends a visitor to login, in the basket's place, and fetches nothing of the app", () => {
    run();
    expect(replaced).toEqual(['/login']);
    expect(added()).toEqual([]);
  });

  it("takes another kind's session, a broken stored value or no storage for a visitor", () => {
    loginPartner();
    run();
    expect(replaced).toEqual(['/login']);
    localStorage.setItem(SESSION_KEYS.client, '{not json');
    run();
    expect(replaced).toEqual(['/login']);
    localStorage.setItem(SESSION_KEYS.client, JSON.stringify({ token: 't' }));
    run();
    expect(replaced).toEqual(['/login']);
    loginClient();
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new Error('denied');
    });
    run();
    expect(replaced).toEqual(['/login']);
  });

  it('gives a client the app as index.html would: its sheets holding the paint, its preloads, its entry', () => {
    loginClient();
    run();
    expect(replaced).toEqual([]);
    expect(added()).toEqual([
      ['stylesheet', '/assets/mantine-4.css'],
      ['stylesheet', '/assets/storefront-5.css'],
      ['modulepreload', '/assets/react-2.js'],
      ['modulepreload', '/assets/storefront-3.js'],
      ['module', '/assets/index-1.js'],
    ]);
    for (const sheet of ownElements('link[rel="stylesheet"]')) {
      expect(sheet.getAttribute('blocking')).toBe('render');
    }
    for (const element of ownElements('link, script[src]')) {
      expect(element.getAttribute('crossorigin')).toBe('');
    }
  });

  it("preloads the language's catalogue, then the page's own files, once the app's files have come", () => {
    const lists: ClientPageFiles = {
      ...FILES,
      pages: {
        '/panier': ['/assets/cart-page-6.js', '/assets/cart-page-7.css'],
        '/profile': ['/assets/profile-page-8.js'],
      },
      languages: { ar: ['/assets/ar-9.js'], en: ['/assets/en-10.js'] },
    };
    loginClient();
    localStorage.setItem(LANGUAGE_KEY, 'ar');
    run(lists, '/panier/');
    const app = [
      ['stylesheet', '/assets/mantine-4.css'],
      ['stylesheet', '/assets/storefront-5.css'],
      ['modulepreload', '/assets/react-2.js'],
      ['modulepreload', '/assets/storefront-3.js'],
      ['module', '/assets/index-1.js'],
    ];
    // Not beside the app's files: on a slow link they would share its bandwidth.
    expect(added()).toEqual(app);
    const [react, storefront] = ownElements('link[rel="modulepreload"]');
    react.dispatchEvent(new Event('load'));
    expect(added()).toEqual(app);
    // A file that could not come counts as come: the app then shows its own error.
    storefront.dispatchEvent(new Event('error'));
    expect(added().slice(app.length)).toEqual([
      ['modulepreload', '/assets/ar-9.js'],
      ['modulepreload', '/assets/cart-page-6.js'],
      ['preload', '/assets/cart-page-7.css'],
    ]);
    const sheet = ownElements('link[rel="preload"]')[0];
    expect(sheet.getAttribute('as')).toBe('style');
    expect(sheet.getAttribute('crossorigin')).toBe('');
    // Once only.
    react.dispatchEvent(new Event('load'));
    expect(added()).toHaveLength(app.length + 3);

    // French (stored, or nothing stored): no catalogue; the profile: its own files only; no app
    // file to wait for: at once.
    for (const element of ownElements('link, script[src]')) element.remove();
    localStorage.setItem(LANGUAGE_KEY, 'fr');
    run({ ...lists, preloads: [] }, '/profile');
    expect(added().filter(([rel]) => rel !== 'stylesheet')).toEqual([
      ['modulepreload', '/assets/profile-page-8.js'],
      ['module', '/assets/index-1.js'],
    ]);
  });

  it('preloads no page or catalogue for a visitor, nor what the lists do not hold', () => {
    const lists = {
      ...FILES,
      preloads: [],
      pages: { '/panier': ['/assets/cart-page-6.js'] },
      languages: { ar: 'x' },
    };
    localStorage.setItem(LANGUAGE_KEY, 'ar');
    run(lists);
    expect(added()).toEqual([]);
    loginClient();
    run({ ...lists, pages: { toString: ['/assets/x.js'] } }, '/toString');
    expect(added().map(([, href]) => href)).toEqual([
      '/assets/mantine-4.css',
      '/assets/storefront-5.css',
      '/assets/index-1.js',
    ]);
  });

  it('starts the entry only once the document is parsed (it draws into #root)', () => {
    loginClient();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    run();
    expect(ownElements('script[type="module"]')).toEqual([]);
    expect(ownElements('link[rel="modulepreload"]')).toHaveLength(2);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(ownElements('script[type="module"]').map((script) => script.getAttribute('src'))).toEqual([
      '/assets/index-1.js',
    ]);
  });

  it('starts nothing for a client when the list is broken', () => {
    loginClient();
    run('{broken');
    expect(replaced).toEqual([]);
    expect(added()).toEqual([]);
  });
});
