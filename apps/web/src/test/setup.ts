import { cleanNotifications, cleanNotificationsQueue } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { setAppearance } from '@/lib/appearance';

// Lazy route chunks are transformed on first use: leave async queries time on a busy machine.
configure({ asyncUtilTimeout: 4000 });

// jsdom lacks the browser APIs Mantine relies on.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

// Work done ahead in the browser's idle time (lib/when-idle.ts: e.g. the product modal's code fetched
// before a tap) is not what these tests look at, and importing it in jsdom slows every page's test:
// it never runs here. lib/when-idle.test.ts tests the real one.
vi.mock('@/lib/when-idle', () => ({ whenIdle: () => () => {} }));

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;

// The home sections draw their cards once near the screen (lib/use-near-viewport.ts): jsdom lays
// nothing out, so every observed element is reported in view, as on a screen tall enough to show the
// whole page.
class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  private live = true;
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    queueMicrotask(() => {
      if (!this.live) return;
      const rect = target.getBoundingClientRect();
      const entry = {
        target,
        isIntersecting: true,
        intersectionRatio: 1,
        boundingClientRect: rect,
        intersectionRect: rect,
        rootBounds: null,
        time: performance.now(),
      };
      this.callback([entry], this as unknown as IntersectionObserver);
    });
  }
  unobserve() {}
  disconnect() {
    this.live = false;
  }
  takeRecords() {
    return [];
  }
}
window.IntersectionObserver = IntersectionObserverStub as unknown as typeof IntersectionObserver;
window.HTMLElement.prototype.scrollIntoView = () => {};
window.scrollTo = (() => {}) as typeof window.scrollTo;

// jsdom's getComputedStyle ignores the pseudo-element argument and warns about it.
const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);

afterEach(() => {
  cleanup();
  // The notifications store is module-global: toasts would leak into the next test.
  cleanNotifications();
  cleanNotificationsQueue();
  window.localStorage.clear();
  setAppearance('light');
  document.documentElement.setAttribute('dir', 'ltr');
  vi.useRealTimers();
});
