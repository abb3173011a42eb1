import { Center, Pagination, Text } from '@mantine/core';
import type { PaginationMeta } from '@souk/domain/pagination';
import { useTranslation } from 'react-i18next';

interface ListPagerProps {
  meta: PaginationMeta | undefined;
  onChange: (page: number) => void;
}

/** Page numbers under a back-office list, from the reply's `meta` (hidden when one page holds all). */
export function ListPager({ meta, onChange }: ListPagerProps) {
  const { t } = useTranslation();
  if (!meta || meta.last_page <= 1) return null;
  return (
    <Center mt="md" style={{ flexDirection: 'column', gap: 4 }}>
      <Pagination
        total={meta.last_page}
        value={meta.current_page}
        onChange={onChange}
        getControlProps={(control) => ({
          'aria-label': control === 'next' ? t('backoffice.nextPage') : t('backoffice.previousPage'),
        })}
      />
      <Text size="xs" c="dimmed">
        {t('backoffice.pageSummary', { from: meta.from ?? 0, to: meta.to ?? 0, total: meta.total })}
      </Text>
    </Center>
  );
}
