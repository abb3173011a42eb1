import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import { Menu, ScrollArea, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor } from '@/app/route-names';
import { useCategories } from '@/features/categories/api/get-categories';
import type { DeferredMenuParts } from '@/ui/deferred-menu';
import { MediaImage } from '@/ui/media-image';
import { SkeletonList } from '@/ui/skeleton-list';

/** The 'Categories' dropdown itself, loaded on the first sign of intent (`CategoriesDropdown`). */
export function CategoriesDropdownPart({ trigger, defaultOpened }: DeferredMenuParts) {
  const { t } = useTranslation();
  const categories = useCategories();

  return (
    <Menu
      trigger="click-hover"
      position="bottom-start"
      width={280}
      shadow="md"
      offset={4}
      defaultOpened={defaultOpened}
    >
      <Menu.Target>{trigger}</Menu.Target>
      <Menu.Dropdown>
        <ScrollArea.Autosize mah={420} type="auto">
          {categories.isPending && <SkeletonList count={6} h={28} my={6} mx="xs" w="85%" />}
          {categories.isError && (
            <Text size="sm" c="dimmed" p="sm">
              {t('storefront.menu.categoriesError')}
            </Text>
          )}
          {categories.data?.length === 0 && (
            <Text size="sm" c="dimmed" p="sm">
              {t('storefront.menu.noCategories')}
            </Text>
          )}
          {categories.data?.map((categorie) => (
            <Menu.Item
              key={categorie.id}
              component={Link}
              to={pathFor('Categories', { slug: categorie.slug })}
              leftSection={<MediaImage src={categorie.url_image} alt="" w={22} h={22} fit="contain" />}
            >
              {categorie.designation}
            </Menu.Item>
          ))}
        </ScrollArea.Autosize>
      </Menu.Dropdown>
    </Menu>
  );
}
