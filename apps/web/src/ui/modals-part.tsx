// Beyond the storefront's first-view styles (app/mantine-first-view-styles.ts): a confirmation also
// opens on the basket, which loads no whole Mantine sheet (app/router.tsx, ownStylesPage).
import '@mantine/core/styles/Modal.layer.css';
import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';

/** The dialogs' manager, handed out by `whenModalsReady` (ui/modals-host.tsx). */
export { modals } from '@mantine/modals';

/**
 * @mantine/modals' provider with what its dialogs draw (Modal, ScrollArea, floating-ui): a chunk of
 * its own, fetched with the first confirmation or alert (`ui/modals-host.tsx`).
 */
export default function ModalsPart({ onReady }: { onReady: (ready: boolean) => void }) {
  // Runs after the provider's own effects: its listeners for `modals.open…` are in place.
  useEffect(() => {
    onReady(true);
    return () => onReady(false);
  }, [onReady]);
  return <ModalsProvider />;
}
