import { Badge, Code, Table, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { ClientCoupon } from '@/features/coupons/coupon-types';
import { couponEtatLabel } from '@/lib/domain-labels';
import { formatDzd } from '@/lib/formatters';
import { EmptyState } from '@/ui/empty-state';

/** The profile's Coupons tab: every code the client received, its discount, state and expiry. */
export function ClientCouponsTable({ coupons }: { coupons: ClientCoupon[] }) {
  const { t } = useTranslation();
  if (coupons.length === 0) {
    return (
      <EmptyState
        title={t('adminPeople.clientProfile.noCoupons')}
        text={t('adminPeople.clientProfile.noCouponsText')}
      />
    );
  }
  const now = Date.now();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="sm" aria-label={t('adminPeople.clientProfile.couponsTable')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('adminPeople.clientProfile.couponColumns.code')}</Table.Th>
            <Table.Th>{t('adminPeople.clientProfile.couponColumns.designation')}</Table.Th>
            <Table.Th>{t('common.discount')}</Table.Th>
            <Table.Th>{t('common.status')}</Table.Th>
            <Table.Th>{t('adminPeople.clientProfile.couponColumns.expires')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {coupons.map((coupon) => {
            const expired = coupon.etat === 'non_utilise' && dayjs(coupon.expires_at).valueOf() <= now;
            return (
              <Table.Tr key={coupon.id} data-testid="client-coupon-row">
                <Table.Td>
                  <Code fz="sm">{coupon.code}</Code>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{coupon.modelCoupon.designation}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {formatDzd(coupon.modelCoupon.remise)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge
                    color={expired ? 'orange' : coupon.etat === 'non_utilise' ? 'green' : 'gray'}
                    variant="light"
                    tt="none"
                  >
                    {expired ? t('adminPeople.clientProfile.expired') : couponEtatLabel(coupon.etat)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{dayjs(coupon.expires_at).format('DD/MM/YYYY')}</Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
