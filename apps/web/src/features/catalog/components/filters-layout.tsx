import { Box, Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { type ReactNode, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import classes from '@/features/catalog/components/catalog.module.css';
import { DeferredDrawer } from '@/ui/deferred-drawer';

interface FiltersLayoutProps {
  filters: ReactNode;
  children: ReactNode;
  /** Number of active filters, shown on the phone / tablet button. */
  activeCount?: number;
}

/** Up to 1023 px wide, the filters are in a drawer. */
export const COMPACT_FILTERS_QUERY = '(max-width: 63.99em)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(COMPACT_FILTERS_QUERY);
  list.addEventListener?.('change', onChange);
  return () => list.removeEventListener?.('change', onChange);
}

/**
 * Whether the screen is compact: true or false in the browser, null (not known) on the server and
 * while the app hydrates a server-drawn page, whose first render must be the server's (decision 0028).
 */
export function useCompactFilters(): boolean | null {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(COMPACT_FILTERS_QUERY).matches,
    () => null,
  );
}

/**
 * Filters in a sidebar from 1024 px; below (≤ 1023 px) in a slide-in drawer, whose code comes with
 * its first opening. The server does not know the screen: it draws both the button and the sidebar,
 * and CSS shows the one that fits, so a phone's first view is right and the hydrating render is the
 * server's; the one that does not fit leaves right after. The list keeps its place in the tree
 * throughout, so it is never drawn again for that.
 */
export function FiltersLayout({ filters, children, activeCount = 0 }: FiltersLayoutProps) {
  const { t } = useTranslation();
  const compact = useCompactFilters();
  const [opened, drawer] = useDisclosure(false);
  const mode = compact === null ? 'auto' : compact ? 'compact' : 'wide';

  return (
    <div className={classes.filtersLayout} data-mode={mode}>
      {compact !== false && (
        <div className={classes.filtersButton}>
          <Button
            variant="default"
            leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
            onClick={drawer.open}
            mb="md"
            aria-expanded={opened}
          >
            {activeCount > 0
              ? t('storefront.filters.openWithCount', { count: activeCount })
              : t('storefront.filters.open')}
          </Button>
          <DeferredDrawer
            opened={opened}
            onClose={drawer.close}
            title={t('storefront.filters.title')}
            position="left"
            size="min(22rem, 90vw)"
            closeButtonProps={{ 'aria-label': t('common.close') }}
          >
            {filters}
          </DeferredDrawer>
        </div>
      )}
      {compact !== true && (
        <div className={classes.filtersSide}>
          <Box component="aside" aria-label={t('storefront.filters.title')} className={classes.filtersAside}>
            {filters}
          </Box>
        </div>
      )}
      <div className={classes.filtersMain}>{children}</div>
    </div>
  );
}
