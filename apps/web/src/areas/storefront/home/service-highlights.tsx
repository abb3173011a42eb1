import { Group, Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconHeadset, IconRotateClockwise, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from '@/areas/storefront/home/home.module.css';

/** Free delivery, 30-day returns and 24/7 support (spec §1 page text). */
export function ServiceHighlights() {
  const { t } = useTranslation();
  const items = [
    {
      icon: IconTruckDelivery,
      title: t('storefront.home.delivery'),
      text: t('storefront.home.deliveryText'),
    },
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
