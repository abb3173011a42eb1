import '@mantine/core/styles/Pagination.layer.css';
import { Pagination, type PaginationProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The storefront's pages of a list: Mantine's Pagination whose page and arrow buttons are named in
 * the visitor's language ("Page 2", "Précédent"), as screen readers read them.
 */
export function NamedPagination(props: PaginationProps) {
  const { t } = useTranslation();
  return (
    <Pagination
      getItemProps={(page) => ({ 'aria-label': t('storefront.common.page', { page }) })}
      getControlProps={(control) =>
        control === 'previous'
          ? { 'aria-label': t('storefront.common.previous') }
          : control === 'next'
            ? { 'aria-label': t('storefront.common.next') }
            : {}
      }
      {...props}
    />
  );
}
