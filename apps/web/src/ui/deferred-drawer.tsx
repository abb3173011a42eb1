import type { DrawerProps } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';

export interface DeferredDrawerProps extends Omit<DrawerProps, 'scrollAreaComponent'> {
  /** The body scrolls in Mantine's ScrollArea.Autosize rather than natively. */
  autosize?: boolean;
}

// Mantine's Drawer brings a focus trap, a scroll lock, portals and ScrollArea (which brings
// floating-ui): ~20 KB gzip that no first view needs (issue #7 goal 6).
const DeferredDrawerPart = lazy(() => import('@/ui/deferred-drawer-part'));

/**
 * A Mantine Drawer whose code is fetched when it is first opened; it then stays mounted, so its
 * later openings and closings keep their transitions. Its children are not drawn before.
 */
export function DeferredDrawer(props: DeferredDrawerProps) {
  const [used, setUsed] = useState(props.opened);
  if (props.opened && !used) setUsed(true);
  if (!used) return null;
  return (
    // An overlay: nothing to hold in the page while its chunk arrives.
    <Suspense fallback={null}>
      <DeferredDrawerPart {...props} />
    </Suspense>
  );
}
