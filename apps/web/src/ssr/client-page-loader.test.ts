import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

/** Runs the inline script as the API sends it, its element carrying `files`. */
function run(files: unknown = FILES) {
  replaced = [];
  vi.spyOn(window, 'location', 'get').mockReturnValue({
    ...window.location,
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
