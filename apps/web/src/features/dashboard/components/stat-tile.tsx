import { Anchor, Group, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface StatTileProps {
  label: string;
  /** The formatted figure; undefined while loading. */
  value: string | undefined;
  icon: ReactNode;
  color?: string;
  isError?: boolean;
  onRetry?: () => void;
}

/** One dashboard counter: its label, its figure, a skeleton while it loads. */
export function StatTile({ label, value, icon, color = 'teal', isError = false, onRetry }: StatTileProps) {
  const { t } = useTranslation();
  return (
    // The figure's size follows the tile's width (a container), so that a revenue in DA fits beside the
    // icon in a quarter of a 1366 px back-office.
    <Paper
      withBorder
      radius="md"
      p="md"
      role="group"
      aria-label={label}
      style={{ containerType: 'inline-size' }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4} miw={0} style={{ flex: 1 }}>
          <Text size="sm" c="dimmed" fw={500} tt="uppercase">
            {label}
          </Text>
          {isError ? (
            <Text size="sm" c="red">
              {t('boDashboard.counters.error')}{' '}
              {onRetry && (
                <Anchor component="button" type="button" size="sm" onClick={onRetry}>
                  {t('common.retry')}
                </Anchor>
              )}
            </Text>
          ) : value === undefined ? (
            <Skeleton height={30} width={110} role="status" aria-label={t('boDashboard.counters.loading')} />
          ) : (
            <Text
              fz="clamp(0.95rem, 7cqi, 1.625rem)"
              fw={700}
              lh={1.2}
              data-testid="stat-value"
              // Never cut: a figure too long for the smallest size goes to the line.
              style={{ overflowWrap: 'anywhere' }}
            >
              {value}
            </Text>
          )}
        </Stack>
        <ThemeIcon size={44} radius="md" variant="light" color={color} aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
    </Paper>
  );
}
