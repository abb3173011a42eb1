import { useEffect, useRef } from 'react';

/** How far down the page the bottom of the viewport is, from 0 to 1. */
export function scrollProgress(): number {
  const doc = document.documentElement;
  const height = Math.max(doc.scrollHeight, document.body?.scrollHeight ?? 0);
  if (height <= 0) return 1;
  return Math.min(1, (window.scrollY + window.innerHeight) / height);
}

interface ScrollThresholdOptions {
  /** Fraction of the page (0.3, 0.8, 0.9: docs/product/storefront-and-client.md, Screens). */
  threshold: number;
  /** Only watched while true (e.g. while there are more pages and none is loading). */
  enabled: boolean;
  onReach: () => void;
  /** Debounce after the last scroll event, ms (1 s by default). */
  delay?: number;
}

/**
 * Calls `onReach` when the visitor has scrolled past `threshold` of the page, checked `delay` ms
 * after scrolling stops (infinite scroll and the home's recommended section). The check
 * also runs once when enabled, so a page too short to scroll still loads.
 */
export function useScrollThreshold({ threshold, enabled, onReach, delay = 1000 }: ScrollThresholdOptions) {
  const callback = useRef(onReach);
  callback.current = onReach;

  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      if (scrollProgress() >= threshold) callback.current();
    };
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(check, delay);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [enabled, threshold, delay]);
}
