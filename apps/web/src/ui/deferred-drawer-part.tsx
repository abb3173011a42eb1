import { Drawer, type DrawerProps, ScrollArea } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { DeferredDrawerProps } from '@/ui/deferred-drawer';

/** Mantine's Drawer, loaded with its first opening (`DeferredDrawer`). */
export default function DeferredDrawerPart({ opened, autosize, ...props }: DeferredDrawerProps) {
  // Mounted already open on the first opening: drawn closed once, so it slides in like the next times.
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(opened), [opened]);
  const scroll: Partial<DrawerProps> = autosize ? { scrollAreaComponent: ScrollArea.Autosize } : {};
  return <Drawer {...props} {...scroll} opened={shown} />;
}
