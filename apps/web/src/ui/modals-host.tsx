import type { modals } from '@mantine/modals';
import { lazy, Suspense, useSyncExternalStore } from 'react';

// The dialogs' provider and its code are not part of any first view (docs/benchmarks.md: storefront
// bundle): the first `whenModalsReady()` mounts it, and the dialog is opened once its listeners are in
// place. The dialogs' manager (`modals`) comes from that chunk too: a screen that imported it from
// @mantine/modals would fetch the dialogs' whole chunk with its own code (the basket did).
const loadPart = () => import('@/ui/modals-part');
const ModalsPart = lazy(loadPart);

/** @mantine/modals' manager: `open`, `openConfirmModal`… */
export type ModalsManager = typeof modals;

let requested = false;
let ready = false;
let waiting: (() => void)[] = [];
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function setReady(value: boolean) {
  ready = value;
  if (!ready) return;
  const resolve = waiting;
  waiting = [];
  for (const done of resolve) done();
}

/**
 * Resolves with @mantine/modals' manager once its `open…` can be called: at once when the provider is
 * mounted, else after its chunk has come and it has mounted.
 */
export function whenModalsReady(): Promise<ModalsManager> {
  return mounted().then(() => loadPart().then((part) => part.modals));
}

function mounted(): Promise<void> {
  if (ready) return Promise.resolve();
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (!requested) {
      requested = true;
      for (const listener of listeners) listener();
    }
  });
}

/** Placed once in the providers: draws the dialogs' provider from the first request on. */
export function ModalsHost() {
  const show = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <ModalsPart onReady={setReady} />
    </Suspense>
  );
}
