import { type RefCallback, startTransition, useCallback, useState } from 'react';
import { isHydrating } from '@/lib/hydrating';

/**
 * True once the element has come within `margin` of the viewport, and from then on. The home page
 * draws its product sections (up to a hundred cards, their carousels and images) only when they
 * get close to the screen: drawing them all while the page loads kept the browser busy for whole
 * seconds on a phone (Lighthouse's Total Blocking Time, docs/benchmarks.md: Lighthouse). Until then the
 * sections show the skeletons of their loading state, which take the same room.
 *
 * Without IntersectionObserver (old browsers, the server), everything is drawn at once; so is a
 * server-drawn page the browser hydrates (it keeps what the server drew: the sections are in the
 * page before any script, and a drawn page has no skeleton animations to run, docs/benchmarks.md:
 * Lighthouse). What comes near is drawn at transition priority: React yields to the browser every few
 * milliseconds while it draws a section's cards, so a scroll or a tap meanwhile is not held behind
 * them. `drawnByServer: false`: a section the server left to the app (its data was not in the
 * page) is not drawn at once by the hydration either.
 */
export function useNearViewport<T extends Element>(
  margin = '100%',
  drawnByServer = true,
): [RefCallback<T>, boolean] {
  const [near, setNear] = useState(
    () => typeof IntersectionObserver === 'undefined' || (isHydrating() && drawnByServer),
  );
  // The observer is set up by the element's ref itself (and disconnected by its cleanup, React 19):
  // keeping the element in state made every section draw itself again, synchronously, right after
  // it was put in the page (a state set while React commits is a synchronous update).
  const ref = useCallback<RefCallback<T>>(
    (element) => {
      if (near || !element) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
        },
        { rootMargin: `${margin} 0px` },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near, margin],
  );

  return [ref, near];
}
