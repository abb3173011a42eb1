import { Badge, Code, Table, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useCoupons } from '@/features/coupons/api/get-coupons';
import { couponEtatLabel } from '@/lib/domain-labels';
import { formatDzd } from '@/lib/formatters';
import { EmptyState } from '@/ui/empty-state';
import { LoadError } from '@/ui/load-error';
import { SkeletonList } from '@/ui/skeleton-list';

/**
 * The Profile's 'my coupons' tab: code and discount (docs/product/storefront-and-client.md, Profile),
 * with state and expiry.
 */
export function CouponsTable() {
  const { t } = useTranslation();
  const coupons = useCoupons();
  if (coupons.isPending) return <SkeletonList count={3} h={40} mt="xs" />;
  if (coupons.isError)
    return <LoadError message={t('coupons.loadError')} onRetry={() => coupons.refetch()} />;
  if (coupons.data.length === 0)
    return <EmptyState title={t('coupons.empty')} text={t('coupons.emptyText')} />;
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('coupons.columns.code')}</Table.Th>
            <Table.Th>{t('common.discount')}</Table.Th>
            <Table.Th>{t('coupons.columns.etat')}</Table.Th>
            <Table.Th>{t('coupons.columns.expires')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {coupons.data.map((coupon) => (
            <Table.Tr key={coupon.id} data-testid="coupon-row">
              <Table.Td>
                <Code fz="sm">{coupon.code}</Code>
                <Text size="xs" c="dimmed">
                  {coupon.modelCoupon.designation}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {formatDzd(coupon.modelCoupon.remise)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge color={coupon.etat === 'non_utilise' ? 'green' : 'gray'} variant="light" tt="none">
                  {couponEtatLabel(coupon.etat)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{dayjs(coupon.expires_at).format('DD/MM/YYYY')}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
