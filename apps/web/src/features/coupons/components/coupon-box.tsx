import { ActionIcon, Button, Group, Paper, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTicket, IconX } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShowCoupon } from '@/features/coupons/api/show-coupon';
import type { ClientCoupon } from '@/features/coupons/coupon-types';
import { errorMessage } from '@/lib/form-errors';
import { formatDzd } from '@/lib/formatters';

interface CouponBoxProps {
  coupon: ClientCoupon | null;
  onChange: (coupon: ClientCoupon | null) => void;
  /** A checkout refusal about the coupon (422 `coupon_id`). */
  error?: string | null;
}

/**
 * The cart's coupon box: 'Appliquer' stays disabled while the code is empty
 * (docs/product/storefront-and-client.md, Cart).
 */
export function CouponBox({ coupon, onChange, error }: CouponBoxProps) {
  const { t } = useTranslation();
  const lookup = useShowCoupon();
  const [code, setCode] = useState('');
  const [lookupError, setLookupError] = useState<string | null>(null);
  const trimmed = code.trim();

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || lookup.isPending) return;
    setLookupError(null);
    lookup.mutate(trimmed, {
      onSuccess: (reply) => {
        onChange(reply.data);
        setCode('');
        notifications.show({ color: 'green', message: t('coupons.applied'), autoClose: 2500 });
      },
      // 401: the server says why ('Coupon invalide ou expiré.'), in the visitor's language.
      onError: (failure) => setLookupError(errorMessage(failure)),
    });
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} fz="md" mb="sm">
        {t('coupons.boxTitle')}
      </Title>
      {coupon ? (
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <IconTicket size={20} aria-hidden />
            <Text size="sm" data-testid="applied-coupon">
              {t('coupons.current', {
                code: coupon.code,
                designation: coupon.modelCoupon.designation,
                remise: formatDzd(coupon.modelCoupon.remise),
              })}
            </Text>
          </Group>
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={() => onChange(null)}
            aria-label={t('coupons.remove')}
          >
            <IconX size={16} />
          </ActionIcon>
        </Group>
      ) : (
        <form onSubmit={apply} noValidate>
          <Group align="flex-start" gap="xs" wrap="nowrap">
            <TextInput
              label={t('coupons.code')}
              placeholder={t('coupons.placeholder')}
              value={code}
              onChange={(event) => {
                setCode(event.currentTarget.value);
                setLookupError(null);
              }}
              error={lookupError}
              autoComplete="off"
              style={{ flex: 1 }}
            />
            <Button type="submit" mt={25} disabled={!trimmed} loading={lookup.isPending}>
              {t('common.apply')}
            </Button>
          </Group>
        </form>
      )}
      {error && (
        <Text c="red" size="sm" mt="xs" role="alert">
          {error}
        </Text>
      )}
    </Paper>
  );
}
