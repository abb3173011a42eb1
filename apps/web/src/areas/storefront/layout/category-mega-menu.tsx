import { Button } from '@mantine/core';
import { IconCategory, IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePrefetchCategories } from '@/features/categories/api/get-categories';
import { DeferredMenu, type MenuLoader } from '@/ui/deferred-menu';

/** The home mega-menu lists the first 11 categories. */
export const MEGA_MENU_SIZE = 11;

const loadPart: MenuLoader<object> = async () =>
  (await import('@/areas/storefront/layout/category-mega-menu-part')).CategoryMegaMenuPart;

/**
 * Home-page-only category menu: icon, sub-categories and optional ad banner per category. Its
 * button is drawn at once, the menu's code comes on the first hover, touch, focus or click.
 */
export function CategoryMegaMenu() {
  const { t } = useTranslation();
  // Asked for once the page runs, so the menu opens filled.
  usePrefetchCategories();

  return (
    <DeferredMenu
      load={loadPart}
      openOnHover
      props={{}}
      trigger={
        <Button
          leftSection={<IconCategory size={18} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          radius="md"
        >
          {t('common.allCategories')}
        </Button>
      }
    />
  );
}
