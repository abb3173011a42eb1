import { Anchor, Box, Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from '@/features/sponsors/components/sponsors.module.css';
import type { Sponsor } from '@/features/sponsors/sponsor-types';
import { MediaImage } from '@/ui/media-image';
import { LOGOS_ROW, ScrollStrip } from '@/ui/scroll-strip';
import { SectionTitle } from '@/ui/section-title';

interface SponsorsCarouselProps {
  sponsors: Sponsor[] | undefined;
  loading: boolean;
}

/**
 * 'Nos Partenaires': a row of sponsor logos that scrolls sideways (2 a screen on a phone up to 6), each
 * opening the sponsor's site in a new tab.
 */
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
        <ScrollStrip
          items={(sponsors ?? []).map((sponsor) => ({
            key: sponsor.id,
            node: <SponsorLogo sponsor={sponsor} />,
          }))}
          mostPerView={6}
          className={LOGOS_ROW}
          testId="sponsors-strip"
        />
      )}
    </Box>
  );
}

/** A sponsor's logo, a link to its site when it has one. */
function SponsorLogo({ sponsor }: { sponsor: Sponsor }) {
  const { t } = useTranslation();
  const image = (
    <MediaImage src={sponsor.url_logo} alt={sponsor.nom} sizes="200px" className={classes.logoImage} />
  );
  if (!sponsor.url) return <Box className={classes.logo}>{image}</Box>;
  return (
    <Anchor
      href={sponsor.url}
      target="_blank"
      rel="noopener noreferrer"
      className={classes.logo}
      aria-label={t('storefront.home.sponsorLink', { name: sponsor.nom })}
    >
      {image}
    </Anchor>
  );
}
