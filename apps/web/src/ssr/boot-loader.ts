import { DRAWN_PAGE_PATH } from '@/lib/first-view';

/**
 * The only script of a server-drawn page (docs/decisions/0028-server-drawn-first-view.md): written
 * inline in <head> by the API (`BOOT_LOADER_SOURCE`, allowed by its CSP hash). The page is already
 * drawn; the app's code starts downloading once the page's style sheets and largest image have
 * arrived, and runs as soon as the page has been painted (or at the visitor's first sign of use — a
 * touch, a key, the pointer over the page, a scroll — if that comes sooner) and hydrates the drawn
 * page (`main.tsx`, `ssr/hydrate.ts`), so that it is ready when the thumb moves.
 *
 * A click or a form submission made before the app has hydrated is held (the browser would follow
 * a link or submit the form itself) and given back to the app once it has (`replayHeldEvents`), on
 * the very element the visitor clicked: hydration keeps the drawn elements. What was typed meanwhile
 * is noted too, so that the app takes the typed values before the held events. A link the browser
 * answers better than the app still on its way is left to it: one to another page the server draws
 * (`drawnPath`, the pattern of lib/first-view.ts — that page comes drawn at once, where the app would
 * first have to arrive, hydrate this one and then fetch the next one's code and data), to another
 * site, into a new tab, or to a place on this page.
 *
 * The page is drawn in the language of the visitor's `souk_lang` cookie (`data-lang`), which mirrors
 * the choice the app keeps in localStorage: the loader writes the cookie from the stored choice, so
 * the next page is drawn in it. A visitor whose stored choice is not the drawn language (the cookie
 * was lost) gets the app at once, drawn in the browser, and sees nothing until then rather than
 * another language. A signed-in visitor's page is hydrated like any other: the app shows the account
 * right after (the session is read once hydrated).
 *
 * Self-contained (its source is sent as it is): nothing from outside the function, which is given the
 * drawn pages' pattern as an argument (`BOOT_LOADER_SOURCE`).
 */
export function bootLoader(win: Window, script: HTMLScriptElement | null, drawnPath = '^$'): void {
  const doc = win.document;
  const entry = script?.dataset.entry ?? '';
  const page = script?.dataset.page ?? '';
  const drawnLanguage = script?.dataset.lang || 'fr';
  const held: Event[] = [];
  // The language the app will start in: the visitor's stored choice, else the drawn one.
  let language = drawnLanguage;
  const triggers = ['pointerdown', 'pointerover', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel'];
  let booted = false;

  // The files of each first-view page, of a first tap (`tap:…`) and of each language (`lang:…`),
  // read once (apps/web/vite-first-view.ts writes them).
  let lists: Record<string, unknown> = {};
  try {
    lists = JSON.parse(doc.getElementById('souk-first-view-files')?.textContent || '{}');
  } catch {
    // No list: the app's entry alone, and the router asks for the rest.
  }
  const list = (key: string): unknown[] => {
    const files = lists[key];
    return Array.isArray(files) ? files : [];
  };
  let preloaded = false;
  // The app's entry, the page's own chunks and the catalogue of a language other than French start
  // downloading as soon as the first view's style sheets and largest image have arrived (below), not
  // once the page has been painted: they are not run before the paint (`boot`), and the app is there
  // sooner when the thumb moves.
  const preload = () => {
    if (preloaded) return;
    preloaded = true;
    const files = [entry, ...list(page), ...(language === 'fr' ? [] : list(`lang:${language}`))];
    for (const href of files) {
      if (typeof href !== 'string' || !href || href.endsWith('.css')) continue;
      fetchEarly(href);
    }
  };
  /** Starts downloading a module (or a style sheet) that the app will ask for, without running it. */
  const fetchEarly = (href: string) => {
    const link = doc.createElement('link');
    link.rel = href.endsWith('.css') ? 'preload' : 'modulepreload';
    if (link.rel === 'preload') link.setAttribute('as', 'style');
    link.setAttribute('crossorigin', '');
    link.href = href;
    doc.head.append(link);
  };
  /** What the page's first tap opens (a product card's modal): its code, after the app's. */
  const preloadFirstTap = () => {
    for (const href of list(`tap:${page}`)) if (typeof href === 'string' && href) fetchEarly(href);
  };

  const boot = () => {
    if (booted) return;
    booted = true;
    for (const type of triggers) win.removeEventListener(type, boot, true);
    preload();
    // The app's chunks are run one at a time (dependencies first, the entry last), each a module
    // script appended once the previous one has run, rather than all at once when the entry runs: the
    // browser runs each in a task of its own, and a tap that comes meanwhile waits for one chunk, not
    // for the whole start (docs/decisions/0059-the-app-started-in-steps.md). No timer between them: a
    // timer's task waits behind the page's other tasks and would start the app later. A chunk run
    // already is not run again when the next one imports it.
    const steps = [
      ...list('app').filter((href): href is string => typeof href === 'string' && !!href),
      entry,
    ];
    const started: HTMLScriptElement[] = [];
    let failed = false;
    const run = (step: number) => {
      if (failed) return;
      const script = doc.createElement('script');
      script.type = 'module';
      script.setAttribute('crossorigin', '');
      script.src = steps[step];
      if (step < steps.length - 1) script.onload = () => run(step + 1);
      // Not fetched (offline, a build replaced meanwhile): the page works as plain HTML again — its
      // links and forms, no longer held — and the next interaction tries once more.
      script.onerror = () => {
        failed = true;
        for (const element of started) element.remove();
        stopHolding();
        held.length = 0;
        booted = false;
        for (const type of triggers) win.addEventListener(type, boot, { capture: true, passive: true });
      };
      started.push(script);
      doc.head.append(script);
    };
    run(0);
    preloadFirstTap();
  };

  // A tap on a product card before the app is there: the product is shown at once, in a sheet drawn
  // from the card itself (its photo, name and price) that looks like the product modal's first frame;
  // the modal takes its place once the app has opened it (`removeTapSheet`, lib/tap-sheet.ts).
  // Closing the sheet drops the held tap: the modal does not open later.
  let sheet: HTMLElement | null = null;
  const closeSheet = (tap: Event, card: HTMLElement) => {
    sheet?.remove();
    sheet = null;
    doc.documentElement.style.removeProperty('overflow');
    const at = held.indexOf(tap);
    if (at >= 0) held.splice(at, 1);
    card.focus();
  };
  const showSheet = (tap: Event, card: HTMLElement) => {
    const words = doc.querySelector<HTMLElement>('meta[name="souk-tap-sheet"]')?.dataset ?? {};
    const text = (selector: string) => card.querySelector(selector)?.textContent ?? '';
    const overlay = doc.createElement('div');
    overlay.id = 'souk-tap-sheet';
    // Its parts are styled by the id's descendants (app/global.css); their texts are set below.
    overlay.innerHTML =
      '<div role="dialog" aria-modal="true" aria-busy="true" aria-labelledby="souk-tap-sheet-title">' +
      '<div><h2 id="souk-tap-sheet-title"></h2><button type="button">\u00d7</button></div>' +
      '<img alt=""><div></div><p role="status"></p></div>';
    // In the document's order: the dialog, its header, the title, the close button, the photo, the
    // price, the status.
    const [, , title, close, photo, price, status] =
      overlay.querySelectorAll<HTMLElement>('div,h2,button,img,p');
    title.textContent = text('[data-card-title]');
    if (words.close) close.setAttribute('aria-label', words.close);
    const image = card.querySelector('img');
    if (image) photo.setAttribute('src', image.currentSrc || image.src);
    else photo.remove();
    price.textContent = text('[data-card-price]');
    status.textContent = words.loading ?? '';
    sheet = overlay;
    const dismiss = () => closeSheet(tap, card);
    close.addEventListener('click', dismiss);
    overlay.addEventListener('keydown', (event) => {
      const key = (event as KeyboardEvent).key;
      if (key === 'Escape') dismiss();
      // The close button is the sheet's only control: the focus stays on it, in the dialog.
      if (key === 'Tab') event.preventDefault();
    });
    overlay.addEventListener('click', (click) => {
      if (click.target === overlay) dismiss();
    });
    doc.body.append(overlay);
    doc.documentElement.style.overflow = 'hidden';
    close.focus();
  };

  const drawn = new RegExp(drawnPath);
  /** Whether the browser follows this link itself rather than the app once it has arrived. */
  const browserFollows = (click: MouseEvent, link: HTMLAnchorElement | null | undefined) => {
    if (!link || link.hasAttribute('download') || link.closest('[data-product-card]')) return false;
    if (click.button !== 0 || click.ctrlKey || click.metaKey || click.shiftKey || click.altKey) return true;
    if (link.target && link.target !== '_self') return true;
    const here = win.location;
    const to = new URL(link.href, here.href);
    if (to.origin !== here.origin) return true;
    if (to.pathname === here.pathname && to.search === here.search) return to.hash !== '';
    return drawn.test(to.pathname);
  };

  // A finger's tap on a card gets its sheet when the finger lifts, not at the `click` the browser
  // sends once it has recognised the gesture (50–90 ms later on a mid-range phone): that click, which
  // then lands on the sheet, is the tap's own and is dropped; the lift is held for the app as the tap
  // (docs/decisions/0056-the-first-tap-on-the-pages-clock.md). A press that moved, lasted like a long
  // press, or became a scroll (the browser cancels its pointer) is left to the click as before.
  let press: { id: number; x: number; y: number; at: number; card: HTMLElement } | null = null;
  let lifted: { at: number } | null = null;
  const pointer = (event: Event) => event as PointerEvent;
  const pressed = (event: Event) => {
    const { pointerType, isPrimary, pointerId, clientX, clientY } = pointer(event);
    lifted = null;
    const card =
      event.target instanceof Element ? event.target.closest<HTMLElement>('[data-product-card]') : null;
    press =
      card && isPrimary && (pointerType === 'touch' || pointerType === 'pen')
        ? { id: pointerId, x: clientX, y: clientY, at: event.timeStamp, card }
        : null;
  };
  const lifts = (event: Event) => {
    const down = press;
    press = null;
    const { pointerId, clientX, clientY } = pointer(event);
    const target = event.target instanceof Element ? event.target : null;
    if (!down || sheet || pointerId !== down.id || !target || !down.card.contains(target)) return;
    if (event.timeStamp - down.at > 500 || Math.hypot(clientX - down.x, clientY - down.y) > 10) return;
    held.push(event);
    showSheet(event, down.card);
    lifted = { at: event.timeStamp };
    boot();
  };
  const cancelled = () => {
    press = null;
  };
  // The tap's own mouse events, which land on the sheet, would take the focus off its close button.
  const keepFocus = (event: Event) => {
    if (lifted) event.preventDefault();
  };

  const hold = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (event.type === 'click' && lifted) {
      const lift = lifted;
      lifted = null;
      // The click of the tap whose lift drew the sheet.
      if (event.timeStamp - lift.at < 1000) {
        event.preventDefault();
        event.stopImmediatePropagation();
        return;
      }
    }
    // The sheet's own controls work before the app (they are not the page's).
    if (sheet && target && sheet.contains(target)) return;
    if (event.type === 'click' && browserFollows(event as MouseEvent, target?.closest('a[href]'))) {
      // Not cancelled: followed by the browser; not seen by React either, which would hydrate the
      // whole page at once to hand it to the router.
      event.stopPropagation();
      return;
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(event);
    const card = event.type === 'click' ? target?.closest<HTMLElement>('[data-product-card]') : null;
    if (card && !sheet) showSheet(event, card);
    boot();
  };
  // Typing is not held (the text shows as it is typed); the app is told of it after hydrating.
  const note = (event: Event) => {
    held.push(event);
    boot();
  };
  // The events React hydrates a whole page for, at once and in one long task, when they reach a
  // root it is still hydrating (react-dom's "discrete replayable" events; the click is held above):
  // stopped here until the app has started, so that hydration stays a transition that yields to the
  // browser and a tap's click, held, is answered by the sheet at once. Their default actions (focus,
  // typing, scrolling) are kept; the page has no handler of its own for them before the app.
  const shielded = [
    'pointerdown',
    'pointerup',
    'pointercancel',
    'mousedown',
    'mouseup',
    'touchstart',
    'touchend',
    'touchcancel',
    'auxclick',
    'dblclick',
    'contextmenu',
    'keydown',
    'keyup',
    'keypress',
    'input',
    'change',
    'textInput',
    'compositionstart',
    'compositionend',
    'copy',
    'cut',
    'paste',
    'dragstart',
    'dragend',
    'drop',
    'reset',
  ];
  const shield = (event: Event) => {
    const target = event.target instanceof Node ? event.target : null;
    if (sheet && target && sheet.contains(target)) return;
    event.stopPropagation();
  };
  const stopHolding = () => {
    win.removeEventListener('click', hold, true);
    win.removeEventListener('submit', hold, true);
    win.removeEventListener('input', note, true);
    win.removeEventListener('change', note, true);
    win.removeEventListener('pointerdown', pressed, true);
    win.removeEventListener('pointerup', lifts, true);
    win.removeEventListener('pointercancel', cancelled, true);
    win.removeEventListener('mousedown', keepFocus, true);
    for (const type of shielded) win.removeEventListener(type, shield, true);
  };

  let hydrate = true;
  try {
    const storage = win.localStorage;
    const stored = storage.getItem('souk.lang');
    if (!stored) {
      // No choice stored (first visit, or storage cleared): the drawn language is the visitor's.
      if (drawnLanguage !== 'fr') storage.setItem('souk.lang', drawnLanguage);
    } else {
      language = stored;
      if (language !== drawnLanguage) {
        hydrate = false;
        doc.documentElement.style.visibility = 'hidden';
      }
      doc.cookie = `souk_lang=${language}; path=/; max-age=31536000; samesite=lax`;
    }
  } catch {
    // No storage (privacy mode): the drawn language is the visitor's.
  }

  win.__soukBoot = {
    hydrate,
    language,
    held,
    release: () => {
      stopHolding();
      return held.splice(0);
    },
  };
  win.addEventListener('click', hold, true);
  win.addEventListener('submit', hold, true);
  win.addEventListener('input', note, true);
  win.addEventListener('change', note, true);
  win.addEventListener('pointerdown', pressed, { capture: true, passive: true });
  win.addEventListener('pointerup', lifts, true);
  win.addEventListener('pointercancel', cancelled, { capture: true, passive: true });
  win.addEventListener('mousedown', keepFocus, true);
  for (const type of shielded) win.addEventListener(type, shield, { capture: true, passive: true });
  // The app's files wait for what the first view needs from the network — the style sheets and the
  // image preloaded with a high priority, both named in <head> before this script: downloaded beside
  // them over a slow link, they would share its bandwidth and delay the page's first paint and its
  // largest image.
  const firstView = [
    ...doc.querySelectorAll<HTMLLinkElement>(
      'link[rel="stylesheet"], link[rel="preload"][as="image"][fetchpriority="high"]',
    ),
  ].filter((link) => !(link.rel === 'stylesheet' && link.sheet));
  let pending = firstView.length;
  const arrived = () => {
    pending -= 1;
    if (pending === 0) preload();
  };
  for (const link of firstView) {
    link.addEventListener('load', arrived, { once: true });
    link.addEventListener('error', arrived, { once: true });
  }
  if (pending === 0) preload();
  if (!hydrate) {
    boot();
    return;
  }
  for (const type of triggers) win.addEventListener(type, boot, { capture: true, passive: true });
  // Without waiting for a touch: once the drawn page has been painted, in the browser's idle time.
  const afterPaint = () =>
    win.requestAnimationFrame(() => {
      if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(boot, { timeout: 300 });
      else win.setTimeout(boot, 0);
    });
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', afterPaint, { once: true });
  else afterPaint();
}

declare global {
  interface Window {
    /** Set by the boot loader of a server-drawn page; read by `main.tsx`. */
    __soukBoot?: {
      /** True when the drawn page is in the visitor's language (hydrate it). */
      hydrate: boolean;
      /**
       * The language the app starts in, decided here once: the stored choice, else the drawn one. The
       * app does not read the storage again, so a choice stored meanwhile (another tab) cannot make it
       * hydrate a French page in Arabic.
       */
      language: string;
      /** Clicks and submissions (held) and edits (noted) made before the app was there, in order. */
      held: Event[];
      /** Stops holding events and hands over those held and noted. */
      release: () => Event[];
    };
  }
}

/** The inline script: the function above, called with the window, its own element and the drawn pages' paths. */
export const BOOT_LOADER_SOURCE = `(${bootLoader.toString()})(window,document.currentScript,${JSON.stringify(DRAWN_PAGE_PATH.source)})`;
