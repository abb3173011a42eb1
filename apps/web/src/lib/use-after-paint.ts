import { useEffect, useState } from 'react';

/**
 * False on a component's first render, true once the browser has painted the frame that showed it
 * (the next animation frame, then a task after it). For a costly part — a Leaflet map builds itself
 * and reads the document's styles and sizes as it mounts — that should not hold back the screen
 * around it: the screen shows first, the part a frame later
 * (docs/decisions/0061-the-order-form-before-its-map.md). In a hidden tab, frames wait until it
 * shows.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: number | undefined;
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => setPainted(true), 0);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return painted;
}
