import { Group, Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { WILAYAS } from '@souk/domain/wilayas';
import { IconHeadset, IconRotateClockwise, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from '@/areas/storefront/home/home.module.css';
import { useDeliveryConfig } from '@/features/delivery/api/get-delivery-config';
import { formatDzd } from '@/lib/formatters';

/**
 * Delivery, 30-day returns and 24/7 support. The delivery card follows the configuration that
 * checkout applies (packages/domain `checkoutQuote`): 'Livraison gratuite' only when every order
 * ships free, 'offerte dès N DZD' of articles per seller with a threshold, and the fees announced
 * at checkout when delivery is never free.
 */
export function ServiceHighlights() {
  const { t } = useTranslation();
  const config = useDeliveryConfig();
  const seuil = config.data?.livraison_gratuite_seuil ?? null;
  const delivery =
    seuil === null
      ? {
          title: t('delivery.home.title', { count: WILAYAS.length }),
          text: t('delivery.home.feesText'),
        }
      : seuil === 0
        ? { title: t('storefront.home.delivery'), text: t('storefront.home.deliveryText') }
        : {
            title: t('delivery.home.freeFrom', { amount: formatDzd(seuil) }),
            text: t('delivery.home.freeFromText'),
          };
  const items = [
    { icon: IconTruckDelivery, ...delivery },
    {
      icon: IconRotateClockwise,
      title: t('storefront.home.returns'),
      text: t('storefront.home.returnsText'),
    },
    { icon: IconHeadset, title: t('storefront.home.support'), text: t('storefront.home.supportText') },
  ];
  return (
    <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'md' }} mt={{ base: 'sm', sm: 'lg' }}>
      {items.map(({ icon: Icon, title, text }) => (
        <Paper key={title} withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
          <Group gap="sm" wrap="nowrap" justify="center" className={classes.highlight}>
            <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
              <Icon size={22} />
            </ThemeIcon>
            <div>
              <Text fw={700} size="sm">
                {title}
              </Text>
              <Text size="xs" c="dimmed" visibleFrom="sm">
                {text}
              </Text>
            </div>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
