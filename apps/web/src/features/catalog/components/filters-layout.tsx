import { Box, Button, Grid } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from '@/features/catalog/components/catalog.module.css';
import { DeferredDrawer } from '@/ui/deferred-drawer';

interface FiltersLayoutProps {
  filters: ReactNode;
  children: ReactNode;
  /** Number of active filters, shown on the phone / tablet button. */
  activeCount?: number;
}

/**
 * Filters in a sidebar from 1024 px; below (≤ 1023 px) in a slide-in drawer, whose code
 * comes with its first opening.
 */
export function FiltersLayout({ filters, children, activeCount = 0 }: FiltersLayoutProps) {
  const { t } = useTranslation();
  const compact = useMediaQuery('(max-width: 63.99em)', false, { getInitialValueInEffect: false });
  const [opened, drawer] = useDisclosure(false);

  if (compact) {
    return (
      <>
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
        {children}
      </>
    );
  }

  return (
    <Grid gap="xl">
      <Grid.Col span={3}>
        <Box component="aside" aria-label={t('storefront.filters.title')} className={classes.filtersAside}>
          {filters}
        </Box>
      </Grid.Col>
      <Grid.Col span={9}>{children}</Grid.Col>
    </Grid>
  );
}
