import { SimpleGrid, Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from '@/features/pubs/components/pubs.module.css';
import type { Pub } from '@/features/pubs/pub-types';
import { MediaImage } from '@/ui/media-image';

/** 3 promo banners of type pub_accueil. */
export const PROMO_BANNERS = 3;

export function PromoBanners({ pubs, loading }: { pubs: Pub[] | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const items = (pubs ?? []).slice(0, PROMO_BANNERS);
  if (!loading && items.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" mt={40} data-testid="promo-banners">
      {loading
        ? ['a', 'b', 'c'].map((key) => <Skeleton key={key} style={{ aspectRatio: '16 / 7' }} radius="md" />)
        : items.map((pub) => (
            <div key={pub.id} className={classes.promo}>
              <MediaImage
                src={pub.url_image}
                alt={t('storefront.home.promoAlt')}
                sizes="(max-width: 767px) 100vw, 33vw"
                className={classes.promoImage}
              />
            </div>
          ))}
    </SimpleGrid>
  );
}
