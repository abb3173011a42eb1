import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LANGUAGE_KEY } from '@/lib/i18n';
import { SESSION_KEYS } from '@/lib/sessions';
import { BOOT_LOADER_SOURCE, bootLoader } from './boot-loader';

const FILES = { home: ['/assets/layout-1.js', '/assets/layout-1.css', '/assets/home-2.js'] };
const listeners: [string, EventListener][] = [];
const realAdd = window.addEventListener.bind(window);

function start() {
  const files = document.createElement('script');
  files.type = 'application/json';
  files.id = 'souk-first-view-files';
  files.textContent = JSON.stringify(FILES);
  document.head.append(files);
  const script = document.createElement('script');
  script.dataset.entry = '/assets/index-abc.js';
  script.dataset.page = 'home';
  bootLoader(window, script);
}

const appScripts = () =>
  [...document.head.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src'));
const preloads = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));

beforeEach(() => {
  // The loader's listeners are removed after each test (they are on the shared window).
  window.addEventListener = ((type: string, listener: EventListener, options?: unknown) => {
    listeners.push([type, listener]);
    realAdd(type, listener, options as AddEventListenerOptions);
  }) as typeof window.addEventListener;
});

afterEach(() => {
  window.addEventListener = realAdd;
  for (const [type, listener] of listeners.splice(0)) {
    window.removeEventListener(type, listener, true);
  }
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.documentElement.style.removeProperty('visibility');
  localStorage.clear();
  delete window.__soukBoot;
});

describe('the boot loader of a server-drawn page', () => {
  it('fetches nothing until the first interaction, then the app and the page chunks', () => {
    start();
    expect(appScripts()).toEqual([]);
    expect(window.__soukBoot?.hydrate).toBe(true);

    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(appScripts()).toEqual(['/assets/index-abc.js']);
    // The page's code beside it; its style sheets are already linked by the server.
    expect(preloads()).toEqual(['/assets/layout-1.js', '/assets/home-2.js']);

    window.dispatchEvent(new Event('keydown'));
    expect(appScripts()).toHaveLength(1);
  });

  it('holds a click until the app takes over, then hands it over once', () => {
    start();
    const link = document.createElement('button');
    document.body.append(link);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(appScripts()).toHaveLength(1);

    expect(window.__soukBoot?.release()).toEqual([click]);
    const later = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
    expect(window.__soukBoot?.release()).toEqual([]);
  });

  it('notes typing without holding it, and starts the app', () => {
    start();
    const input = document.createElement('input');
    document.body.append(input);
    const typed = new Event('input', { bubbles: true, cancelable: true });
    input.dispatchEvent(typed);
    expect(typed.defaultPrevented).toBe(false);
    expect(appScripts()).toHaveLength(1);
    expect(window.__soukBoot?.release()).toEqual([typed]);
  });

  it('gives the page back to plain HTML when the app cannot be fetched, and tries again later', () => {
    start();
    const button = document.createElement('button');
    document.body.append(button);
    const first = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    document.head.querySelector('script[type="module"]')?.dispatchEvent(new Event('error'));
    expect(appScripts()).toEqual([]);
    expect(window.__soukBoot?.held).toEqual([]);

    // Not held any more (the link or button works as in plain HTML); the interaction tries again.
    const next = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    button.dispatchEvent(next);
    expect(next.defaultPrevented).toBe(false);
    expect(appScripts()).toEqual(['/assets/index-abc.js']);
    expect(window.__soukBoot?.release()).toEqual([]);
  });

  it('holds a form submission too', () => {
    start();
    const form = document.createElement('form');
    document.body.append(form);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(window.__soukBoot?.release()).toEqual([submit]);
  });

  it('starts the app at once, without hydrating, for a signed-in visitor', () => {
    localStorage.setItem(SESSION_KEYS.client, '{"token":"t","client":{}}');
    start();
    expect(appScripts()).toEqual(['/assets/index-abc.js']);
    expect(window.__soukBoot?.hydrate).toBe(false);
    expect(document.documentElement.style.visibility).toBe('');
  });

  it('hides the French page from a visitor who chose another language until the app draws it', () => {
    localStorage.setItem(LANGUAGE_KEY, 'ar');
    start();
    expect(appScripts()).toHaveLength(1);
    expect(window.__soukBoot?.hydrate).toBe(false);
    expect(document.documentElement.style.visibility).toBe('hidden');
  });

  it('is sent as a self-contained script', () => {
    new Function(BOOT_LOADER_SOURCE)();
    expect(window.__soukBoot?.hydrate).toBe(true);
  });
});
