import { Drawer, type DrawerProps } from '@mantine/core';
import { useEffect, useState } from 'react';

/**
 * Mantine's Drawer for a module loaded with its first opening (`DeferredDrawer`, the phone menu):
 * mounted already open, it is drawn closed once so that it slides in like the next times.
 */
export function DeferredDrawerPart({ opened, ...props }: DrawerProps) {
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(opened), [opened]);
  return <Drawer {...props} opened={shown} />;
}
