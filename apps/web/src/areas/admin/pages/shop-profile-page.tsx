import { Button, Center, Loader, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { pathFor } from '@/app/route-names';
import { ShopOrdersSection } from '@/features/orders/components/shop-orders-section';
import { useAdminShop } from '@/features/shops/admin/api/get-admin-shop';
import { SHOP_SHOW_PATH, SHOPS_PATH } from '@/features/shops/admin/api/shops-admin-paths';
import { ShopFigures } from '@/features/shops/admin/shop-figures';
import { ShopProfileCards } from '@/features/shops/admin/shop-profile-cards';
import { StoreEditModal } from '@/features/shops/components/store-edit-modal';
import { isApiError } from '@/lib/api-client';
import { EmptyState } from '@/ui/empty-state';
import { LoadError } from '@/ui/load-error';
import { PageHeader } from '@/ui/page-header';

/** magasinProfile-admin: one store (by `slug`), its figures and orders, and its edit modal. */
export function ShopProfilePage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const shop = useAdminShop(slug);
  const queryClient = useQueryClient();
  const [editing, edit] = useDisclosure(false);
  const title = t('admin.pages.shopProfile');
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[
          { label: t('common.dashboard'), to: pathFor('dashboard') },
          { label: t('admin.nav.magasins'), to: pathFor('magasins') },
          { label: shop.data?.designation_magasin ?? title },
        ]}
      />
      {shop.isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label={t('common.loading')} />
        </Center>
      ) : shop.isError ? (
        isApiError(shop.error) && shop.error.status === 404 ? (
          <EmptyState
            title={t('adminPeople.shopProfile.notFound')}
            text={t('adminPeople.shopProfile.notFoundText')}
            action={
              <Button
                component={Link}
                to={pathFor('magasins')}
                variant="light"
                leftSection={<IconArrowLeft size={16} />}
              >
                {t('adminPeople.shopProfile.back')}
              </Button>
            }
          />
        ) : (
          <LoadError message={t('adminPeople.shopProfile.loadError')} onRetry={() => shop.refetch()} />
        )
      ) : (
        <Stack gap="lg">
          <ShopProfileCards shop={shop.data} onEdit={edit.open} />
          <ShopFigures shopId={shop.data.id} />
          <ShopOrdersSection shopId={shop.data.id} />
          <StoreEditModal
            kind="admin"
            shop={shop.data}
            opened={editing}
            onClose={edit.close}
            onSaved={() =>
              Promise.all([
                queryClient.invalidateQueries({ queryKey: ['admin', SHOP_SHOW_PATH] }),
                queryClient.invalidateQueries({ queryKey: ['admin', SHOPS_PATH] }),
              ])
            }
          />
        </Stack>
      )}
    </>
  );
}
