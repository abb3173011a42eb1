/**
 * Runs `callback` when the browser is idle (at the latest after `timeout` ms), for work the visitor
 * will likely need soon but does not wait for now — e.g. fetching the code of what a tap opens.
 * Returns a function that cancels it. Browsers without `requestIdleCallback` (Safari) wait `timeout`.
 */
export function whenIdle(callback: () => void, timeout: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, timeout);
  return () => window.clearTimeout(handle);
}
