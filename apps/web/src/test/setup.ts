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

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;

// embla-carousel (Mantine Carousel) watches slides with an IntersectionObserver.
class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  observe() {}
  unobserve() {}
  disconnect() {}
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
