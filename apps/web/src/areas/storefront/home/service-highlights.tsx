import { Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { WILAYAS } from '@souk/domain/wilayas';
import { IconHeadset, IconRotateClockwise, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from '@/areas/storefront/home/home.module.css';
import { useReturnPeriod } from '@/features/about/api/get-about';
import { useDeliveryConfig } from '@/features/delivery/api/get-delivery-config';
import { formatDzd } from '@/lib/formatters';

/**
 * Delivery, returns and 24/7 support. The returns card promises the period the administrator sets
 * (`delai_retour_jours`, carried by `v1/about`; none when it is 0: no return is accepted). The delivery card follows the configuration that
 * checkout applies (packages/domain `checkoutQuote`): 'Livraison gratuite' only when every order
 * ships free, 'offerte dès N DZD' of articles per seller with a threshold, and the fees announced
 * at checkout when delivery is never free.
 */
export function ServiceHighlights() {
  const { t } = useTranslation();
  const config = useDeliveryConfig();
  const jours = useReturnPeriod();
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
    { key: 'delivery', icon: IconTruckDelivery, ...delivery },
    ...(jours === 0
      ? []
      : [
          {
            key: 'returns',
            icon: IconRotateClockwise,
            // Until the site information arrives (the header loads it too): no number to promise yet.
            title: jours === undefined ? null : t('storefront.home.returns', { jours }),
            text: t('storefront.home.returnsText'),
          },
        ]),
    {
      key: 'support',
      icon: IconHeadset,
      title: t('storefront.home.support'),
      text: t('storefront.home.supportText'),
    },
  ];
  return (
    <SimpleGrid cols={items.length} spacing={{ base: 'xs', sm: 'md' }} mt={{ base: 'sm', sm: 'lg' }}>
      {items.map(({ key, icon: Icon, title, text }) => (
        <Paper key={key} withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
          <Group gap="sm" wrap="nowrap" justify="center" className={classes.highlight}>
            <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
              <Icon size={22} />
            </ThemeIcon>
            <div>
              {title === null ? (
                <Skeleton h={14} w={110} my={3} />
              ) : (
                <Text fw={700} size="sm">
                  {title}
                </Text>
              )}
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
