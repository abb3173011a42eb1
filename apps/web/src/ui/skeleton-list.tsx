import { Skeleton, type SkeletonProps } from '@mantine/core';

interface SkeletonListProps extends SkeletonProps {
  count: number;
}

/** `count` identical placeholder lines while a list loads. */
export function SkeletonList({ count, ...props }: SkeletonListProps) {
  const ids = Array.from({ length: count }, (_, n) => `skeleton-${n}`);
  return ids.map((id) => <Skeleton key={id} {...props} />);
}
