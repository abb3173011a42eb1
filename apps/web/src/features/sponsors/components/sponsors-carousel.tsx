import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { Anchor, Box, Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from '@/features/sponsors/components/sponsors.module.css';
import type { Sponsor } from '@/features/sponsors/sponsor-types';
import { MediaImage } from '@/ui/media-image';
import { SectionTitle } from '@/ui/section-title';

interface SponsorsCarouselProps {
  sponsors: Sponsor[] | undefined;
  loading: boolean;
}

/** 'Nos Partenaires': a row of sponsor logos, each opening the sponsor's site in a new tab. */
export function SponsorsCarousel({ sponsors, loading }: SponsorsCarouselProps) {
  const { t } = useTranslation();
  if (!loading && (!sponsors || sponsors.length === 0)) return null;
  return (
    <Box component="section" aria-labelledby="sponsors-title" mt={48} data-testid="section-sponsors">
      <SectionTitle id="sponsors-title" title={t('storefront.home.partners')} />
      {loading ? (
        <Box display="flex" style={{ gap: 16, overflow: 'hidden' }}>
          {['a', 'b', 'c', 'd'].map((key) => (
            <Skeleton key={key} h={80} miw={160} radius="md" />
          ))}
        </Box>
      ) : (
        <Carousel
          slideSize={{ base: '50%', sm: '25%', md: '16.6667%' }}
          slideGap="md"
          emblaOptions={{ align: 'start', loop: (sponsors?.length ?? 0) > 6, dragFree: true }}
          controlSize={30}
          previousControlProps={{ 'aria-label': t('storefront.common.previous') }}
          nextControlProps={{ 'aria-label': t('storefront.common.next') }}
        >
          {sponsors?.map((sponsor) => (
            <Carousel.Slide key={sponsor.id}>
              {sponsor.url ? (
                <Anchor
                  href={sponsor.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={classes.logo}
                  aria-label={t('storefront.home.sponsorLink', { name: sponsor.nom })}
                >
                  <MediaImage
                    src={sponsor.url_logo}
                    alt={sponsor.nom}
                    sizes="200px"
                    className={classes.logoImage}
                  />
                </Anchor>
              ) : (
                <Box className={classes.logo}>
                  <MediaImage
                    src={sponsor.url_logo}
                    alt={sponsor.nom}
                    sizes="200px"
                    className={classes.logoImage}
                  />
                </Box>
              )}
            </Carousel.Slide>
          ))}
        </Carousel>
      )}
    </Box>
  );
}
