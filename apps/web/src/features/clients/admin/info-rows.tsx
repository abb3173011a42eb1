import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

export interface InfoRow {
  key: string;
  icon: ReactNode;
  label: string;
  value: ReactNode;
}

/** Labelled details of a profile card (a description list, read in order by screen readers). */
export function InfoRows({ rows }: { rows: InfoRow[] }) {
  return (
    <Stack component="dl" gap="sm" m={0}>
      {rows.map((row) => (
        <Group key={row.key} gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" radius="xl" size="md" aria-hidden>
            {row.icon}
          </ThemeIcon>
          <div style={{ minWidth: 0 }}>
            <Text component="dt" size="xs" c="dimmed">
              {row.label}
            </Text>
            <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
              {row.value}
            </Text>
          </div>
        </Group>
      ))}
    </Stack>
  );
}
