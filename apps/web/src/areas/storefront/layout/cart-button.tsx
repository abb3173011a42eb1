import { ActionIcon, Indicator } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor } from '@/app/route-names';
import { useSession } from '@/lib/sessions';

interface CartButtonProps {
  /** Number of basket lines; fed by the cart feature once it exists. */
  count?: number;
}

/** A visitor is sent to Login (spec §2); a client goes to the basket. */
export function CartButton({ count = 0 }: CartButtonProps) {
  const { t } = useTranslation();
  const session = useSession('client');
  return (
    <Indicator label={count} showZero size={18} offset={6} color="orange" withBorder>
      <ActionIcon
        component={Link}
        to={session ? pathFor('Panier') : pathFor('Login')}
        variant="light"
        size={44}
        radius="xl"
        aria-label={t('storefront.header.cart', { count })}
      >
        <IconShoppingCart size={22} />
      </ActionIcon>
    </Indicator>
  );
}
