import { Button, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor } from '@/app/route-names';
import classes from '@/features/pubs/components/pubs.module.css';
import type { Pub } from '@/features/pubs/pub-types';
import { MediaImage } from '@/ui/media-image';

/** The shop-type ad (drawn at random by the server) in a call to visit the partner shops. */
export function ShopAdBanner({ pub }: { pub: Pub | undefined }) {
  const { t } = useTranslation();
  if (!pub) return null;
  return (
    <section
      className={classes.shopPromo}
      style={{ marginTop: 40 }}
      aria-labelledby="shop-ad-title"
      data-testid="shop-ad"
    >
      <MediaImage
        src={pub.url_image}
        alt={t('storefront.home.shopAdAlt')}
        sizes="176px"
        className={classes.shopPromoImage}
      />
      <Stack gap="sm" align="flex-start">
        <Title order={2} id="shop-ad-title" c="white" fz={{ base: 'h3', sm: 'h2' }}>
          {t('storefront.home.shopAdTitle')}
        </Title>
        <Text c="rgba(255, 255, 255, 0.85)" maw={560}>
          {t('storefront.home.shopAdText')}
        </Text>
        <Button
          component={Link}
          to={pathFor('Magasins')}
          variant="white"
          radius="xl"
          leftSection={<IconBuildingStore size={18} aria-hidden />}
        >
          {t('storefront.home.shopAdCta')}
        </Button>
      </Stack>
    </section>
  );
}
