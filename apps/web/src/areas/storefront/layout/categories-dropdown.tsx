import { UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from '@/areas/storefront/layout/storefront-layout.module.css';
import { usePrefetchCategories } from '@/features/categories/api/get-categories';
import { DeferredMenu, type MenuLoader } from '@/ui/deferred-menu';

const loadPart: MenuLoader<object> = async () =>
  (await import('@/areas/storefront/layout/categories-dropdown-part')).CategoriesDropdownPart;

/**
 * Main-menu 'Categories' entry: a dropdown of every category, each linking to its page. Its
 * button is drawn at once, the dropdown's code comes on the first hover, touch, focus or click.
 */
export function CategoriesDropdown() {
  const { t } = useTranslation();
  // Asked for once the page runs, so the dropdown opens filled.
  usePrefetchCategories();

  return (
    <DeferredMenu
      load={loadPart}
      openOnHover
      props={{}}
      trigger={
        <UnstyledButton className={classes.menuLink}>
          {t('storefront.menu.categories')}
          <IconChevronDown size={14} aria-hidden />
        </UnstyledButton>
      }
    />
  );
}
