import { Button, Card, Center, Group, Loader } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor } from '@/app/route-names';
import { ListPager } from '@/features/backoffice/list-pager';
import { SearchBox } from '@/features/backoffice/search-box';
import { useCouponModels } from '@/features/coupons/admin/api/coupon-models-api';
import { CouponModelFormModal } from '@/features/coupons/admin/components/coupon-model-form-modal';
import { CouponModelsTable } from '@/features/coupons/admin/components/coupon-models-table';
import type { CouponModel } from '@/features/coupons/admin/coupon-model-types';
import { useCouponModelActions } from '@/features/coupons/admin/use-coupon-model-actions';
import { EmptyState } from '@/ui/empty-state';
import { LoadError } from '@/ui/load-error';
import { PageHeader } from '@/ui/page-header';

/** coupons: the coupon models (rewards for delivered orders), their modals and block/unblock. */
export function CouponsPage() {
  const { t } = useTranslation();
  const title = t('admin.pages.coupons');
  const list = useCouponModels();
  const actions = useCouponModelActions();
  // undefined: closed; null: 'Nouveau'; a model: editing it.
  const [editing, setEditing] = useState<CouponModel | null | undefined>(undefined);
  const models = list.data?.data ?? [];

  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: t('common.dashboard'), to: pathFor('dashboard') }, { label: title }]}
        actions={
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing(null)}>
            {t('common.new')}
          </Button>
        }
      />
      <Card withBorder radius="md" padding="md">
        <Group justify="flex-end" mb="md">
          <SearchBox
            onSearch={list.setSearch}
            placeholder={t('adminCoupons.coupons.searchPlaceholder')}
            label={t('adminCoupons.coupons.searchLabel')}
          />
        </Group>
        {list.isLoading ? (
          <Center py="xl">
            <Loader role="status" aria-label={t('common.loading')} />
          </Center>
        ) : list.isError && !list.data ? (
          <LoadError message={t('adminCoupons.coupons.loadError')} onRetry={list.refetch} />
        ) : models.length === 0 ? (
          list.search ? (
            <EmptyState title={t('adminCoupons.coupons.noMatch', { search: list.search })} />
          ) : (
            <EmptyState
              title={t('adminCoupons.coupons.empty')}
              text={t('adminCoupons.coupons.emptyText')}
              action={
                <Button
                  variant="light"
                  leftSection={<IconPlus size={18} aria-hidden />}
                  onClick={() => setEditing(null)}
                >
                  {t('common.new')}
                </Button>
              }
            />
          )
        ) : (
          <CouponModelsTable
            models={models}
            onEdit={setEditing}
            onToggle={actions.askToggle}
            onDelete={actions.askDelete}
            busyId={actions.busyId}
          />
        )}
        <ListPager meta={list.data?.meta} onChange={list.setPage} />
      </Card>
      <CouponModelFormModal
        opened={editing !== undefined}
        model={editing}
        onClose={() => setEditing(undefined)}
      />
    </>
  );
}
