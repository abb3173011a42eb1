import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

/** The value sits under its label, past the icon (ThemeIcon size md) and the row's gap. */
const VALUE_INDENT = 'calc(1.75rem + var(--mantine-spacing-sm))';

export interface InfoRow {
  key: string;
  icon: ReactNode;
  label: string;
  value: ReactNode;
  /**
   * A value written left to right whatever the page's direction (a phone number, an e-mail): kept in
   * its own direction so an Arabic page does not reorder its parts ("0555 12 34 56" read backwards).
   */
  ltr?: boolean;
}

/**
 * Labelled details of a profile card (a description list, read in order by screen readers): each row
 * is one `div` holding its `dt` (icon and label) and `dd`, the only grouping a `dl` allows.
 */
export function InfoRows({ rows }: { rows: InfoRow[] }) {
  return (
    <Stack component="dl" gap="sm" m={0}>
      {rows.map((row) => (
        <div key={row.key} style={{ minWidth: 0 }}>
          <Group component="dt" gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" radius="xl" size="md" aria-hidden>
              {row.icon}
            </ThemeIcon>
            <Text span size="xs" c="dimmed">
              {row.label}
            </Text>
          </Group>
          <Text
            component="dd"
            size="sm"
            m={0}
            ps={VALUE_INDENT}
            style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
          >
            {row.ltr ? <span dir="ltr">{row.value}</span> : row.value}
          </Text>
        </div>
      ))}
    </Stack>
  );
}
