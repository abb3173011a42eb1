import { ActionIcon, Badge, Group, ScrollArea, Table, Text, Tooltip } from '@mantine/core';
import { IconLock, IconLockOpen, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type CouponModel, canDeleteCouponModel } from '@/features/coupons/admin/coupon-model-types';
import { formatDzd } from '@/lib/formatters';

interface CouponModelsTableProps {
  models: CouponModel[];
  onEdit: (model: CouponModel) => void;
  onToggle: (model: CouponModel) => void;
  onDelete: (model: CouponModel) => void;
  /** The model whose block/unblock or delete is under way (its buttons wait). */
  busyId?: number | null;
}

/**
 * The coupons table (docs/product/admin.md, Coupons): Designation / Durée / Montant / Remise, the
 * issued count, the state, actions.
 */
export function CouponModelsTable({ models, onEdit, onToggle, onDelete, busyId }: CouponModelsTableProps) {
  const { t } = useTranslation();
  return (
    <ScrollArea type="auto" offsetScrollbars>
      <Table
        striped
        highlightOnHover
        verticalSpacing="sm"
        miw={760}
        aria-label={t('adminCoupons.coupons.tableLabel')}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('common.designation')}</Table.Th>
            <Table.Th>{t('adminCoupons.coupons.columns.duree')}</Table.Th>
            <Table.Th ta="right">{t('adminCoupons.coupons.columns.montant')}</Table.Th>
            <Table.Th ta="right">{t('common.discount')}</Table.Th>
            <Table.Th ta="right">{t('adminCoupons.coupons.columns.nbrCoupon')}</Table.Th>
            <Table.Th>{t('common.status')}</Table.Th>
            <Table.Th ta="right">{t('common.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {models.map((model) => {
            const name = model.designation;
            const busy = busyId === model.id;
            return (
              <Table.Tr key={model.id}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {name}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {model.duree === 1
                      ? t('adminCoupons.coupons.durationOne', { count: model.duree })
                      : t('adminCoupons.coupons.durationMany', { count: model.duree })}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatDzd(model.montant)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatDzd(model.remise)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm">{model.nbr_coupon}</Text>
                </Table.Td>
                <Table.Td>
                  <Badge color={model.valide ? 'teal' : 'red'} variant="light">
                    {model.valide ? t('adminCoupons.coupons.active') : t('adminCoupons.coupons.blocked')}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <Tooltip label={t('common.edit')} withArrow>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('adminCoupons.coupons.edit', { name })}
                        onClick={() => onEdit(model)}
                      >
                        <IconPencil size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={model.valide ? t('common.block') : t('common.unblock')} withArrow>
                      <ActionIcon
                        variant="subtle"
                        color={model.valide ? 'orange' : 'teal'}
                        aria-label={
                          model.valide
                            ? t('adminCoupons.coupons.block', { name })
                            : t('adminCoupons.coupons.unblock', { name })
                        }
                        loading={busy}
                        onClick={() => onToggle(model)}
                      >
                        {model.valide ? (
                          <IconLock size={18} aria-hidden />
                        ) : (
                          <IconLockOpen size={18} aria-hidden />
                        )}
                      </ActionIcon>
                    </Tooltip>
                    {canDeleteCouponModel(model) && (
                      <Tooltip label={t('common.delete')} withArrow>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('adminCoupons.coupons.remove', { name })}
                          disabled={busy}
                          onClick={() => onDelete(model)}
                        >
                          <IconTrash size={18} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
