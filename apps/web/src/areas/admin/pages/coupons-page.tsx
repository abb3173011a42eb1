import { Button, Card, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor } from '@/app/route-names';
import { ListBody } from '@/features/backoffice/list-body';
import { ListPager } from '@/features/backoffice/list-pager';
import { SearchBox } from '@/features/backoffice/search-box';
import { useCouponModels } from '@/features/coupons/admin/api/coupon-models-api';
import { CouponModelFormModal } from '@/features/coupons/admin/components/coupon-model-form-modal';
import { CouponModelsTable } from '@/features/coupons/admin/components/coupon-models-table';
import type { CouponModel } from '@/features/coupons/admin/coupon-model-types';
import { useCouponModelActions } from '@/features/coupons/admin/use-coupon-model-actions';
import { PageHeader } from '@/ui/page-header';

/** coupons: the coupon models (rewards for delivered orders), their modals and block/unblock. */
export function CouponsPage() {
  const { t } = useTranslation();
  const title = t('admin.pages.coupons');
  const list = useCouponModels();
  const actions = useCouponModelActions();
  // undefined: closed; null: 'Nouveau'; a model: editing it.
  const [editing, setEditing] = useState<CouponModel | null | undefined>(undefined);

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
        <ListBody
          list={list}
          loadError={t('adminCoupons.coupons.loadError')}
          empty={{
            title: t('adminCoupons.coupons.empty'),
            text: t('adminCoupons.coupons.emptyText'),
            action: (
              <Button
                variant="light"
                leftSection={<IconPlus size={18} aria-hidden />}
                onClick={() => setEditing(null)}
              >
                {t('common.new')}
              </Button>
            ),
          }}
          noMatch={(search) => t('adminCoupons.coupons.noMatch', { search })}
        >
          {(models) => (
            <CouponModelsTable
              models={models}
              onEdit={setEditing}
              onToggle={actions.askToggle}
              onDelete={actions.askDelete}
              busyId={actions.busyId}
            />
          )}
        </ListBody>
        <ListPager {...list.pager} />
      </Card>
      <CouponModelFormModal
        opened={editing !== undefined}
        model={editing}
        onClose={() => setEditing(undefined)}
      />
    </>
  );
}
