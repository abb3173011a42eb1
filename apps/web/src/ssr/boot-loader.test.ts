import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAWN_PAGE_PATH } from '@/lib/first-view';
import { LANGUAGE_KEY } from '@/lib/i18n';
import { SESSION_KEYS } from '@/lib/sessions';
import { BOOT_LOADER_SOURCE, bootLoader } from './boot-loader';

const FILES = {
  home: ['/assets/layout-1.js', '/assets/layout-1.css', '/assets/home-2.js'],
  'lang:ar': ['/assets/ar-3.js'],
  'lang:en': ['/assets/en-4.js'],
  'tap:home': ['/assets/modal-5.js', '/assets/modal-5.css'],
};
const listeners: [string, EventListener][] = [];
const realAdd = window.addEventListener.bind(window);

function start(lang?: string, lists: Record<string, string[]> = FILES) {
  const files = document.createElement('script');
  files.type = 'application/json';
  files.id = 'souk-first-view-files';
  files.textContent = JSON.stringify(lists);
  document.head.append(files);
  const script = document.createElement('script');
  script.dataset.entry = '/assets/index-abc.js';
  script.dataset.page = 'home';
  if (lang) script.dataset.lang = lang;
  bootLoader(window, script, DRAWN_PAGE_PATH.source);
}

const appScripts = () =>
  [...document.head.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src'));
const preloads = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
const stylePreloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"][as="style"]')].map((l) => l.getAttribute('href'));

/** A pointer event as a finger (jsdom has no PointerEvent): touch, pointer 1, at (10, 10). */
function pointer(type: string, init: { pointerType?: string; x?: number } = {}) {
  const event = new MouseEvent(type, { bubbles: true, cancelable: true, clientX: init.x ?? 10, clientY: 10 });
  Object.defineProperties(event, {
    pointerType: { value: init.pointerType ?? 'touch' },
    pointerId: { value: 1 },
    isPrimary: { value: true },
  });
  return event;
}

/** The frame and idle callbacks the loader asked for, run by the test when it says the page painted. */
const frames: (() => void)[] = [];
const paint = () => {
  for (const run of frames.splice(0)) run();
  for (const run of frames.splice(0)) run();
};

beforeEach(() => {
  // A drawn page's document: nothing another test file of this worker left in it (a high-priority
  // image preload, which React adds for a banner, is a first-view resource the loader waits for).
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(() => callback(0));
    return frames.length;
  });
  window.requestIdleCallback = ((callback: IdleRequestCallback) => {
    frames.push(() => callback({ didTimeout: false, timeRemaining: () => 10 }));
    return frames.length;
  }) as typeof window.requestIdleCallback;
  // The loader's listeners are removed after each test (they are on the shared window).
  window.addEventListener = ((type: string, listener: EventListener, options?: unknown) => {
    listeners.push([type, listener]);
    realAdd(type, listener, options as AddEventListenerOptions);
  }) as typeof window.addEventListener;
});

afterEach(() => {
  vi.restoreAllMocks();
  frames.length = 0;
  // biome-ignore lint/suspicious/noDocumentCookie: the loader writes it through document.cookie
  document.cookie = 'souk_lang=; max-age=0; path=/';
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
  it('downloads the app and the page chunks at once, and runs the app once the page is painted, without waiting for a touch', () => {
    start();
    // Downloading beside the paint, not run yet.
    expect(preloads()).toEqual(['/assets/index-abc.js', '/assets/layout-1.js', '/assets/home-2.js']);
    expect(appScripts()).toEqual([]);
    expect(window.__soukBoot?.hydrate).toBe(true);
    paint();
    expect(appScripts()).toEqual(['/assets/index-abc.js']);
    // Asked for once; then what the first tap opens (a product card's modal), after the app.
    expect(preloads()).toEqual([
      '/assets/index-abc.js',
      '/assets/layout-1.js',
      '/assets/home-2.js',
      '/assets/modal-5.js',
    ]);
    expect(stylePreloads()).toEqual(['/assets/modal-5.css']);
    window.dispatchEvent(new Event('keydown'));
    expect(appScripts()).toHaveLength(1);
  });

  it("runs the app's chunks one at a time, those imported first, the entry last", () => {
    start(undefined, { ...FILES, app: ['/assets/react-1.js', '/assets/shell-2.js'] });
    paint();
    const scripts = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]')];
    expect(appScripts()).toEqual(['/assets/react-1.js']);
    // The next one once this one has run: the browser runs it in a task of its own.
    scripts()[0].dispatchEvent(new Event('load'));
    expect(appScripts()).toEqual(['/assets/react-1.js', '/assets/shell-2.js']);
    scripts()[1].dispatchEvent(new Event('load'));
    expect(appScripts()).toEqual(['/assets/react-1.js', '/assets/shell-2.js', '/assets/index-abc.js']);
    // Each is fetched once, beside the page's own files.
    expect(preloads().filter((href) => href === '/assets/index-abc.js')).toHaveLength(1);
  });

  it("waits for the first view's style sheets and largest image before downloading the app beside them", () => {
    const sheet = document.createElement('link');
    sheet.rel = 'stylesheet';
    sheet.href = '/assets/page.css';
    const image = document.createElement('link');
    image.rel = 'preload';
    image.setAttribute('as', 'image');
    image.setAttribute('fetchpriority', 'high');
    image.href = '/media/hero.webp';
    const other = document.createElement('link');
    other.rel = 'preload';
    other.setAttribute('as', 'image');
    other.href = '/media/card.webp';
    document.head.append(sheet, image, other);
    start();
    expect(preloads()).toEqual([]);
    sheet.dispatchEvent(new Event('load'));
    expect(preloads()).toEqual([]);
    // A failed image does not hold the app back either.
    image.dispatchEvent(new Event('error'));
    expect(preloads()).toEqual(['/assets/index-abc.js', '/assets/layout-1.js', '/assets/home-2.js']);
  });

  it('downloads the app once the page is painted even when the first view has not all arrived', () => {
    const sheet = document.createElement('link');
    sheet.rel = 'stylesheet';
    sheet.href = '/assets/page.css';
    document.head.append(sheet);
    start();
    expect(preloads()).toEqual([]);
    paint();
    expect(appScripts()).toEqual(['/assets/index-abc.js']);
    expect(preloads()).toContain('/assets/home-2.js');
    sheet.dispatchEvent(new Event('load'));
    expect(preloads().filter((href) => href === '/assets/home-2.js')).toHaveLength(1);
  });

  it("fetches the catalogue of the visitor's language beside the app, not after its entry has run", () => {
    start('ar');
    expect(preloads()).toEqual([
      '/assets/index-abc.js',
      '/assets/layout-1.js',
      '/assets/home-2.js',
      '/assets/ar-3.js',
    ]);
  });

  it('fetches the catalogue of the stored choice when it is not the drawn language', () => {
    localStorage.setItem(LANGUAGE_KEY, 'en');
    start('ar');
    expect(preloads()).toEqual([
      '/assets/index-abc.js',
      '/assets/layout-1.js',
      '/assets/home-2.js',
      '/assets/en-4.js',
      '/assets/modal-5.js',
    ]);
  });

  it('fetches them at the first interaction when it comes before the paint', () => {
    start();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(appScripts()).toEqual(['/assets/index-abc.js']);
    // The page's code beside it (its style sheets are already linked by the server), then the modal's.
    expect(preloads()).toEqual([
      '/assets/index-abc.js',
      '/assets/layout-1.js',
      '/assets/home-2.js',
      '/assets/modal-5.js',
    ]);

    window.dispatchEvent(new Event('keydown'));
    paint();
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

  it('shows a product card tapped before the app at once, in a sheet drawn from the card, and keeps the tap for the app', () => {
    start();
    const words = document.createElement('meta');
    words.name = 'souk-tap-sheet';
    words.dataset.close = 'إغلاق';
    words.dataset.loading = 'جار التحميل...';
    document.head.append(words);
    const card = drawnCard();
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    card.querySelector('p')?.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);

    const sheet = document.getElementById('souk-tap-sheet');
    const dialog = sheet?.querySelector('[role="dialog"]');
    expect(dialog?.getAttribute('aria-modal')).toBe('true');
    expect(dialog?.getAttribute('aria-busy')).toBe('true');
    const title = document.getElementById(dialog?.getAttribute('aria-labelledby') ?? '');
    expect(title?.tagName).toBe('H2');
    expect(title?.textContent).toBe('Tapis kabyle');
    expect(sheet?.querySelector('img')?.getAttribute('src')).toMatch(/\/media\/tapis\.webp$/);
    expect(sheet?.textContent).toContain('12 500 DA');
    expect(sheet?.querySelector('[role="status"]')?.textContent).toBe('جار التحميل...');
    const close = sheet?.querySelector('button');
    expect(close?.getAttribute('aria-label')).toBe('إغلاق');
    expect(document.activeElement).toBe(close);
    expect(document.documentElement.style.overflow).toBe('hidden');
    // The sheet is not the app: its controls are not held, the tap is the app's to answer.
    expect(window.__soukBoot?.release()).toEqual([tap]);
  });

  it('drops the held tap when the sheet is closed (button, Escape or the dimmed page), and gives the focus back to the card', () => {
    start();
    const card = drawnCard();
    for (const closeWith of ['button', 'Escape', 'overlay'] as const) {
      const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
      card.dispatchEvent(tap);
      const sheet = document.getElementById('souk-tap-sheet');
      if (!sheet) throw new Error('no sheet');
      if (closeWith === 'button') sheet.querySelector('button')?.click();
      else if (closeWith === 'overlay') sheet.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      else
        sheet
          .querySelector('button')
          ?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      expect(document.getElementById('souk-tap-sheet')).toBeNull();
      expect(document.activeElement).toBe(card);
      expect(document.documentElement.style.overflow).toBe('');
    }
    expect(window.__soukBoot?.release()).toEqual([]);
  });

  it("shows a card's sheet when a finger lifts from it, and drops the click the browser sends for that tap", () => {
    start();
    const card = drawnCard();
    const part = card.querySelector('p') ?? card;
    part.dispatchEvent(pointer('pointerdown'));
    const lift = pointer('pointerup');
    part.dispatchEvent(lift);
    const sheet = document.getElementById('souk-tap-sheet');
    if (!sheet) throw new Error('no sheet at the lift');
    const close = sheet.querySelector('button');
    expect(document.activeElement).toBe(close);
    // The tap's own mouse events and click then land on the sheet: they neither take the focus
    // off its close button nor close it.
    const down = new MouseEvent('mousedown', { bubbles: true, cancelable: true });
    sheet.dispatchEvent(down);
    expect(down.defaultPrevented).toBe(true);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    sheet.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(document.getElementById('souk-tap-sheet')).toBe(sheet);
    // A later click on the dimmed page closes it as before; the lift was the tap held for the app.
    expect(window.__soukBoot?.held).toEqual([lift]);
    sheet.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(document.getElementById('souk-tap-sheet')).toBeNull();
    expect(window.__soukBoot?.release()).toEqual([]);
  });

  it('leaves to the click a press that moved, was cancelled (a scroll) or came from a mouse', () => {
    start();
    const card = drawnCard();
    const presses: [string, () => void][] = [
      [
        'moved',
        () => {
          card.dispatchEvent(pointer('pointerdown'));
          card.dispatchEvent(pointer('pointerup', { x: 40 }));
        },
      ],
      [
        'cancelled',
        () => {
          card.dispatchEvent(pointer('pointerdown'));
          card.dispatchEvent(pointer('pointercancel'));
          card.dispatchEvent(pointer('pointerup'));
        },
      ],
      [
        'mouse',
        () => {
          card.dispatchEvent(pointer('pointerdown', { pointerType: 'mouse' }));
          card.dispatchEvent(pointer('pointerup', { pointerType: 'mouse' }));
        },
      ],
    ];
    for (const [how, press] of presses) {
      press();
      expect(document.getElementById('souk-tap-sheet'), how).toBeNull();
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      card.dispatchEvent(click);
      expect(document.getElementById('souk-tap-sheet'), how).not.toBeNull();
      expect(window.__soukBoot?.release(), how).toEqual([click]);
      document.getElementById('souk-tap-sheet')?.remove();
      start();
    }
  });

  it("keeps the events React would hydrate the whole page for from it until the app has started, the sheet's own keys included", () => {
    start();
    const root = document.createElement('div');
    const field = document.createElement('input');
    root.append(field);
    document.body.append(root);
    const reached: string[] = [];
    // React listens on its root (capture and bubble): what gets there before the app has started
    // makes it hydrate the whole page at once.
    for (const type of ['pointerdown', 'touchstart', 'mousedown', 'keydown', 'input', 'pointerover']) {
      root.addEventListener(type, () => reached.push(type), true);
    }
    const down = new MouseEvent('pointerdown', { bubbles: true, cancelable: true });
    field.dispatchEvent(down);
    field.dispatchEvent(new Event('touchstart', { bubbles: true }));
    field.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    const typed = new Event('input', { bubbles: true });
    field.dispatchEvent(typed);
    // Hovering does not make React hydrate at once: it goes through.
    field.dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));
    expect(reached).toEqual(['pointerover']);
    // Stopped, not cancelled: the browser still focuses, types and scrolls; the typing is noted.
    expect(down.defaultPrevented).toBe(false);
    expect(appScripts()).toHaveLength(1);

    // The sheet's own controls are not the page's: its Escape still closes it.
    const card = drawnCard();
    card.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    document
      .querySelector('#souk-tap-sheet button')
      ?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(document.getElementById('souk-tap-sheet')).toBeNull();

    expect(window.__soukBoot?.release()).toEqual([typed]);
    field.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    expect(reached).toEqual(['pointerover', 'pointerdown', 'keydown']);
  });

  it('leaves to the browser a link to a page the server draws, another site, a new tab or a place on this page', () => {
    start();
    const root = document.createElement('div');
    document.body.append(root);
    const reachedRoot: string[] = [];
    root.addEventListener('click', (event) => reachedRoot.push((event.currentTarget as Element).id), true);
    // What the browser does with each click, after the loader: the test stops jsdom's navigation.
    const followed: string[] = [];
    window.addEventListener(
      'click',
      (event) => {
        const link = (event.target as Element).closest('a');
        if (!event.defaultPrevented && link) followed.push(link.getAttribute('href') ?? '');
        event.preventDefault();
      },
      true,
    );
    const tap = (href: string, attributes: Record<string, string> = {}, init: MouseEventInit = {}) => {
      const link = document.createElement('a');
      link.href = href;
      for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
      link.textContent = href;
      root.replaceChildren(link);
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));
    };
    tap('/magasins/oran-mode');
    tap('/categories/mode?page=2');
    tap('/produits/robe');
    tap('https://www.facebook.com/souk');
    tap('/panier', { target: '_blank' });
    tap('/panier', {}, { ctrlKey: true });
    tap('#main-content');
    expect(followed).toEqual([
      '/magasins/oran-mode',
      '/categories/mode?page=2',
      '/produits/robe',
      'https://www.facebook.com/souk',
      '/panier',
      '/panier',
      '#main-content',
    ]);
    // React is not handed them (it would hydrate the whole page at once for a click).
    expect(reachedRoot).toEqual([]);
    expect(window.__soukBoot?.held).toEqual([]);

    // A page the server does not draw, or a file to download: held for the app.
    tap('/profile');
    tap('/factures/3.pdf', { download: '' });
    expect(followed).toHaveLength(7);
    expect(window.__soukBoot?.held.map((e) => (e.target as Element).getAttribute('href'))).toEqual([
      '/profile',
      '/factures/3.pdf',
    ]);
    // A product card: its sheet, the tap held for the app's modal.
    drawnCard().dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(document.getElementById('souk-tap-sheet')).not.toBeNull();
    expect(followed).toHaveLength(7);
  });

  it('draws no sheet for a click elsewhere than on a product card', () => {
    start();
    drawnCard();
    const link = document.createElement('a');
    link.href = '/register';
    document.body.append(link);
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(document.getElementById('souk-tap-sheet')).toBeNull();
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

  it.each([
    { failing: 'its entry', app: [] as string[], loaded: 0 },
    { failing: 'a chunk of it', app: ['/assets/react-1.js', '/assets/shell-2.js'], loaded: 1 },
  ])(
    'gives the page back to plain HTML when $failing cannot be fetched, and tries again later',
    ({ app, loaded }) => {
      start(undefined, { ...FILES, app });
      paint();
      const button = document.createElement('button');
      document.body.append(button);
      const first = new MouseEvent('click', { bubbles: true, cancelable: true });
      button.dispatchEvent(first);
      expect(first.defaultPrevented).toBe(true);
      for (let step = 0; step < loaded; step++) {
        document.head.querySelectorAll('script[type="module"]')[step]?.dispatchEvent(new Event('load'));
      }
      document.head.querySelectorAll('script[type="module"]')[loaded]?.dispatchEvent(new Event('error'));
      expect(appScripts()).toEqual([]);
      expect(window.__soukBoot?.held).toEqual([]);

      // Not held any more (the link or button works as in plain HTML); the interaction tries again.
      const next = new MouseEvent('click', { bubbles: true, cancelable: true });
      button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      button.dispatchEvent(next);
      expect(next.defaultPrevented).toBe(false);
      expect(appScripts()).toEqual([app[0] ?? '/assets/index-abc.js']);
      expect(window.__soukBoot?.release()).toEqual([]);
    },
  );

  it('holds a form submission too', () => {
    start();
    const form = document.createElement('form');
    document.body.append(form);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(window.__soukBoot?.release()).toEqual([submit]);
  });

  it("hydrates a signed-in visitor's page like any other (the account shows once hydrated)", () => {
    localStorage.setItem(SESSION_KEYS.client, '{"token":"t","client":{}}');
    start();
    expect(window.__soukBoot?.hydrate).toBe(true);
    expect(document.documentElement.style.visibility).toBe('');
  });

  it('hydrates a page drawn in the language the visitor chose, and keeps the cookie in step', () => {
    localStorage.setItem(LANGUAGE_KEY, 'ar');
    start('ar');
    expect(window.__soukBoot?.hydrate).toBe(true);
    expect(window.__soukBoot?.language).toBe('ar');
    expect(document.documentElement.style.visibility).toBe('');
    expect(document.cookie).toContain('souk_lang=ar');
  });

  it('takes the drawn language as the choice of a visitor who has none stored', () => {
    start('ar');
    expect(window.__soukBoot?.hydrate).toBe(true);
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('ar');
  });

  it('hides a page drawn in another language than the stored choice until the app draws it', () => {
    localStorage.setItem(LANGUAGE_KEY, 'ar');
    start('fr');
    expect(appScripts()).toHaveLength(1);
    expect(window.__soukBoot?.hydrate).toBe(false);
    expect(window.__soukBoot?.language).toBe('ar');
    expect(document.documentElement.style.visibility).toBe('hidden');
    // The next page is drawn in Arabic.
    expect(document.cookie).toContain('souk_lang=ar');
  });

  it('is sent as a self-contained script', () => {
    new Function(BOOT_LOADER_SOURCE)();
    expect(window.__soukBoot?.hydrate).toBe(true);
  });
});

/** A product card as the server draws it (features/catalog/components/product-card.tsx). */
function drawnCard(): HTMLAnchorElement {
  const card = document.createElement('a');
  card.href = '/?produit=7';
  card.dataset.productCard = '';
  card.innerHTML =
    '<div><img src="/media/tapis.webp" alt="Tapis kabyle"></div><div><p data-card-title="">Tapis kabyle</p>' +
    '<div data-card-price=""><span>12 500 DA</span></div></div>';
  document.body.append(card);
  return card;
}
