import { Menu, ScrollArea, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor } from '@/app/route-names';
import classes from '@/areas/storefront/layout/storefront-layout.module.css';
import { useCategories } from '@/features/categories/api/get-categories';
import { MediaImage } from '@/ui/media-image';
import { SkeletonList } from '@/ui/skeleton-list';

/** Main-menu 'Categories' entry: a dropdown of every category, each linking to its page. */
export function CategoriesDropdown() {
  const { t } = useTranslation();
  const categories = useCategories();

  return (
    <Menu trigger="click-hover" position="bottom-start" width={280} shadow="md" offset={4}>
      <Menu.Target>
        <UnstyledButton className={classes.menuLink}>
          {t('storefront.menu.categories')}
          <IconChevronDown size={14} aria-hidden />
        </UnstyledButton>
      </Menu.Target>
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
