import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from '@/ui/storefront-ui.module.css';

interface SectionTitleProps {
  title: string;
  /** Heading id, for `aria-labelledby` on the section. */
  id?: string;
  /** Link or buttons aligned to the end (e.g. 'View All'). */
  action?: ReactNode;
  order?: 2 | 3;
}

/** Heading of a storefront section, underlined with the brand colour. */
export function SectionTitle({ title, id, action, order = 2 }: SectionTitleProps) {
  return (
    <Group
      justify="space-between"
      align="flex-end"
      mb="md"
      gap="sm"
      wrap="nowrap"
      className={classes.sectionHead}
    >
      <Title order={order} id={id} className={classes.sectionTitle}>
        {title}
      </Title>
      {action}
    </Group>
  );
}
