import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from '@/features/pubs/components/pubs.module.css';
import type { Pub } from '@/features/pubs/pub-types';
import { MediaImage } from '@/ui/media-image';

/** Up to 2 banner2 ads beside the carousel (under it on phones and tablets). */
export const SIDE_BANNERS = 2;

export function SideBanners({ pubs, loading }: { pubs: Pub[] | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const items = (pubs ?? []).slice(0, SIDE_BANNERS);
  if (!loading && items.length === 0) return null;
  return (
    <div className={classes.side} data-testid="side-banners">
      {loading
        ? ['a', 'b'].map((key) => (
            <Skeleton key={key} className={`${classes.sideItem} ${classes.sideSkeleton}`} />
          ))
        : items.map((pub) => (
            <div key={pub.id} className={classes.sideItem}>
              <MediaImage
                src={pub.url_image}
                alt={t('storefront.home.sideAdAlt')}
                loading="eager"
                sizes="(max-width: 1023px) 50vw, 25vw"
                className={classes.sideImage}
              />
            </div>
          ))}
    </div>
  );
}
