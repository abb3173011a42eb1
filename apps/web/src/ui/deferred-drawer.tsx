import type { DrawerProps } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useOnceTrue } from '@/lib/use-once-true';

// Mantine's Drawer brings a focus trap, a scroll lock, portals and ScrollArea (which brings
// floating-ui): ~20 KB gzip that no first view needs (docs/benchmarks.md: storefront bundle).
const DeferredDrawerPart = lazy(async () => ({
  default: (await import('@/ui/deferred-drawer-part')).DeferredDrawerPart,
}));

/**
 * A Mantine Drawer whose code is fetched when it is first opened; it then stays mounted, so its
 * later openings and closings keep their transitions. Its children are not drawn before.
 */
export function DeferredDrawer(props: DrawerProps) {
  if (!useOnceTrue(props.opened)) return null;
  return (
    // An overlay: nothing to hold in the page while its chunk arrives.
    <Suspense fallback={null}>
      <DeferredDrawerPart {...props} />
    </Suspense>
  );
}
