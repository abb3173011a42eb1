import { startTransition, useEffect, useState } from 'react';

/**
 * False on a component's first render, true once the browser has painted the frame that showed it
 * (the next animation frame, then a task after it). For a costly part — a Leaflet map builds itself
 * and reads the document's styles and sizes as it mounts — that should not hold back the screen
 * around it: the screen shows first, the part a frame later
 * (docs/decisions/0061-the-order-form-before-its-map.md). In a hidden tab, frames wait until it
 * shows.
 *
 * `{ transition: true }`: the part is then drawn at transition priority — React yields to the browser
 * every few milliseconds while it draws it, and an update the screen needs meanwhile (a reply that
 * came, a tap) goes first (docs/decisions/0070-the-basket-lighter-before-its-first-line.md).
 */
export function useAfterPaint({ transition = false }: { transition?: boolean } = {}): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: number | undefined;
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        if (transition) startTransition(() => setPainted(true));
        else setPainted(true);
      }, 0);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [transition]);
  return painted;
}
