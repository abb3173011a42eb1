import { Card, Group, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pathFor } from '@/app/route-names';
import { ListBody } from '@/features/backoffice/list-body';
import { ListPager } from '@/features/backoffice/list-pager';
import { SearchBox } from '@/features/backoffice/search-box';
import { useListPage } from '@/features/backoffice/use-list-page';
import { SHOPS_PATH } from '@/features/shops/admin/api/shops-admin-paths';
import { ShopAdminCard } from '@/features/shops/admin/shop-admin-card';
import type { AdminShop } from '@/features/shops/admin/shop-admin-types';
import { PageHeader } from '@/ui/page-header';

/** magasins: every store (blocked ones too) as cards, with search on Enter and pagination. */
export function ShopsPage() {
  const { t } = useTranslation();
  const title = t('admin.pages.magasins');
  const list = useListPage<AdminShop>('admin', SHOPS_PATH);
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: t('common.dashboard'), to: pathFor('dashboard') }, { label: title }]}
      />
      <Card withBorder radius="md" padding="md">
        <Group justify="flex-end" mb="md">
          <SearchBox
            onSearch={list.setSearch}
            placeholder={t('adminPeople.shops.searchPlaceholder')}
            label={t('adminPeople.shops.searchLabel')}
          />
        </Group>
        <ListBody
          list={list}
          loadError={t('adminPeople.shops.loadError')}
          empty={{ title: t('adminPeople.shops.empty'), text: t('adminPeople.shops.emptyText') }}
          noMatch={(search) => t('adminPeople.shops.noMatch', { search })}
        >
          {(shops) => (
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="lg" component="ul" p={0} m={0}>
              {shops.map((shop) => (
                <li key={shop.id} style={{ listStyle: 'none' }}>
                  <ShopAdminCard shop={shop} />
                </li>
              ))}
            </SimpleGrid>
          )}
        </ListBody>
        <ListPager {...list.pager} />
      </Card>
    </>
  );
}
