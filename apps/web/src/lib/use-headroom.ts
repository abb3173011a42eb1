import { useEffect, useState } from 'react';

interface HeadroomOptions {
  /** Above this scroll position (px) the header always shows. */
  fixedAt: number;
  /** How far (px) the visitor scrolls down, past `fixedAt`, before the header slides away. */
  hideAfter?: number;
}

/**
 * Whether the sticky header (and the phone's bottom bar) shows: always near the top, hidden after
 * scrolling `hideAfter` px down, back as soon as the visitor scrolls up — Mantine's useHeadroom,
 * without its costs on the first view and while scrolling (docs/benchmarks.md: Lighthouse): it read the
 * scroll position as the layout mounted (a forced layout in the first render's task) and re-rendered the
 * whole layout on every scroll event. Here the position is read only in scroll events, and the
 * layout renders only when the header shows or hides.
 */
export function useHeadroom({ fixedAt, hideAfter = 100 }: HeadroomOptions): boolean {
  const [pinned, setPinned] = useState(true);
  useEffect(() => {
    let last: number | null = null;
    let down = false;
    // Where the visitor last started scrolling down.
    let turnedAt = 0;
    const onScroll = () => {
      const y = window.scrollY;
      if (last !== null && y !== last && y > last !== down) {
        down = y > last;
        turnedAt = last;
      }
      last = y;
      setPinned(y <= fixedAt || !down || y - Math.max(turnedAt, fixedAt) < hideAfter);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [fixedAt, hideAfter]);
  return pinned;
}
