import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import { Anchor, Menu, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor } from '@/app/route-names';
import { MEGA_MENU_SIZE } from '@/areas/storefront/layout/category-mega-menu';
import { useCategories } from '@/features/categories/api/get-categories';
import type { Categorie } from '@/features/categories/category-types';
import type { DeferredMenuParts } from '@/ui/deferred-menu';
import { MediaImage } from '@/ui/media-image';
import { SkeletonList } from '@/ui/skeleton-list';

function CategoryEntry({ categorie }: { categorie: Categorie }) {
  const { t } = useTranslation();
  const to = pathFor('Categories', { slug: categorie.slug });
  const icon = <MediaImage src={categorie.url_image} alt="" w={24} h={24} fit="contain" />;
  const banner = categorie.pub?.url_image;

  if (categorie.sous_categories.length === 0 && !banner) {
    return (
      <Menu.Item component={Link} to={to} leftSection={icon}>
        {categorie.designation}
      </Menu.Item>
    );
  }

  return (
    <Menu.Sub openDelay={80} closeDelay={120}>
      <Menu.Sub.Target>
        <Menu.Sub.Item component={Link} to={to} leftSection={icon}>
          {categorie.designation}
        </Menu.Sub.Item>
      </Menu.Sub.Target>
      <Menu.Sub.Dropdown miw={240} maw={320}>
        <Menu.Label>{categorie.designation}</Menu.Label>
        {categorie.sous_categories.map((sous) => (
          <Menu.Item
            key={sous.id}
            component={Link}
            // The category page reads the chosen sub-category from the query.
            to={pathFor('Categories', { slug: categorie.slug }, { sous_categorie: sous.id })}
          >
            {sous.designation}
          </Menu.Item>
        ))}
        {banner && (
          <Anchor component={Link} to={to} display="block" p="xs">
            <MediaImage
              src={banner}
              alt={t('storefront.menu.categoryBanner', { name: categorie.designation })}
              radius="sm"
              h={140}
              fit="cover"
            />
          </Anchor>
        )}
      </Menu.Sub.Dropdown>
    </Menu.Sub>
  );
}

/** The mega-menu itself, loaded on the first sign of intent (`CategoryMegaMenu`). */
export function CategoryMegaMenuPart({ trigger, defaultOpened }: DeferredMenuParts) {
  const { t } = useTranslation();
  const categories = useCategories();
  const [showAll, setShowAll] = useState(false);
  const list = categories.data ?? [];
  const visible = showAll ? list : list.slice(0, MEGA_MENU_SIZE);

  return (
    <Menu
      trigger="click-hover"
      position="bottom-start"
      width={290}
      shadow="lg"
      offset={6}
      defaultOpened={defaultOpened}
    >
      <Menu.Target>{trigger}</Menu.Target>
      <Menu.Dropdown>
        {categories.isPending && <SkeletonList count={8} h={30} my={6} mx="xs" w="88%" />}
        {categories.isError && (
          <Text size="sm" c="dimmed" p="sm">
            {t('storefront.menu.categoriesError')}
          </Text>
        )}
        {visible.map((categorie) => (
          <CategoryEntry key={categorie.id} categorie={categorie} />
        ))}
        {categories.isSuccess && (
          <>
            <Menu.Divider />
            <Menu.Item
              closeMenuOnClick={false}
              disabled={showAll || list.length <= MEGA_MENU_SIZE}
              onClick={() => setShowAll(true)}
              rightSection={<IconChevronRight size={14} aria-hidden />}
              fw={600}
            >
              {t('storefront.menu.moreCategories')}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
