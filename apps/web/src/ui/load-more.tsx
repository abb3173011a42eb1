import { Button, Center } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}

/**
 * The 'Voir Plus' button under an infinite list: the fallback for keyboards, short pages and
 * anyone who does not scroll; it reads 'Loading' while the next page comes.
 */
export function LoadMore({ hasMore, loading, onLoadMore }: LoadMoreProps) {
  const { t } = useTranslation();
  if (!hasMore && !loading) return null;
  return (
    <Center mt="xl">
      <Button
        variant="light"
        radius="xl"
        size="md"
        loading={loading}
        onClick={onLoadMore}
        disabled={!hasMore}
      >
        {loading ? t('storefront.common.loadingMore') : t('storefront.common.seeMore')}
      </Button>
    </Center>
  );
}
