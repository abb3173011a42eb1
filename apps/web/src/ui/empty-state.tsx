import { Image, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import emptyResults from '@/assets/illustrations/empty-results.svg';

interface EmptyStateProps {
  title: string;
  text?: string;
  /** An action under the text (e.g. reset the filters). */
  action?: ReactNode;
}

/**
 * The 'nothing matches' illustration of product grids when nothing matches
 * (docs/product/storefront-and-client.md, Category).
 */
export function EmptyState({ title, text, action }: EmptyStateProps) {
  return (
    <Stack align="center" gap="xs" py="xl" px="md" ta="center" role="status">
      <Image src={emptyResults} alt="" w={200} h={150} fit="contain" />
      <Title order={2} fz="h4">
        {title}
      </Title>
      {text && (
        <Text c="dimmed" size="sm" maw={420}>
          {text}
        </Text>
      )}
      {action}
    </Stack>
  );
}
