import { Box, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface BarRow {
  key: string | number;
  label: ReactNode;
  value: number;
  /** The value as shown (formatted amount, count…). */
  display: string;
  /** A Mantine colour name. */
  color: string;
  /** Extra cells between the label and the value. */
  extra?: ReactNode[];
}

interface BarTableProps {
  caption: string;
  headers: string[];
  rows: BarRow[];
  testId?: string;
}

/**
 * A horizontal bar chart that is a real table: screen readers read the rows and figures, the bars
 * (proportional to the largest value) are decoration.
 */
export function BarTable({ caption, headers, rows, testId }: BarTableProps) {
  const max = Math.max(0, ...rows.map((r) => r.value));
  return (
    <Table verticalSpacing={6} data-testid={testId} layout="fixed" aria-label={caption}>
      <Table.Thead>
        <Table.Tr>
          {headers.map((h, i) => (
            <Table.Th key={h} ta={i === headers.length - 1 ? 'end' : undefined} fz="xs" c="dimmed">
              {h}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            <Table.Td>
              <Text size="sm" truncate>
                {row.label}
              </Text>
              <Box
                aria-hidden
                mt={4}
                h={6}
                bg={`${row.color}.6`}
                style={{
                  borderRadius: 3,
                  width: `${max > 0 ? Math.max(row.value > 0 ? 2 : 0, (row.value / max) * 100) : 0}%`,
                }}
              />
            </Table.Td>
            {row.extra?.map((cell, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns, never reordered
              <Table.Td key={i} fz="sm">
                {cell}
              </Table.Td>
            ))}
            <Table.Td ta="end" fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {row.display}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
