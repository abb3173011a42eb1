import { Card, Group, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListBody } from '@/features/backoffice/list-body';
import { ListPager } from '@/features/backoffice/list-pager';
import { SearchBox } from '@/features/backoffice/search-box';
import { useListPage } from '@/features/backoffice/use-list-page';
import type { BackofficeOrder } from '@/features/orders/backoffice-order-types';
import { BackofficeOrdersTable } from '@/features/orders/components/backoffice-orders-table';
import { shopOrdersPath } from '@/features/shops/admin/api/shops-admin-paths';

/** The store profile's orders: search on Enter, pagination, read-only table (states are the partner's). */
export function ShopOrdersSection({ shopId }: { shopId: number }) {
  const { t } = useTranslation();
  const list = useListPage<BackofficeOrder>('admin', shopOrdersPath(shopId));
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="shop-orders-title">
      <Group justify="space-between" mb="md" wrap="wrap">
        <Title order={2} fz="md" id="shop-orders-title">
          {t('adminPeople.shopProfile.orders')}
        </Title>
        <SearchBox
          onSearch={list.setSearch}
          placeholder={t('adminPeople.shopProfile.ordersSearchPlaceholder')}
          label={t('adminPeople.shopProfile.ordersSearchLabel')}
        />
      </Group>
      <ListBody
        list={list}
        loadError={t('adminPeople.shopProfile.ordersLoadError')}
        empty={{
          title: t('adminPeople.shopProfile.noOrders'),
          text: t('adminPeople.shopProfile.noOrdersText'),
        }}
        noMatch={(search) => t('adminPeople.shopProfile.ordersNoMatch', { search })}
      >
        {(orders) => <BackofficeOrdersTable kind="admin" orders={orders} withStateMenu={false} />}
      </ListBody>
      <ListPager {...list.pager} />
    </Card>
  );
}
