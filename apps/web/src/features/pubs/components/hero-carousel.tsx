import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { Skeleton } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from '@/features/pubs/components/pubs.module.css';
import type { Pub } from '@/features/pubs/pub-types';
import { HERO_IMAGE_SIZES } from '@/lib/media-srcset';
import { MediaImage } from '@/ui/media-image';

/** Spec §9: up to 5 banner1 ads, turning every few seconds. */
export const HERO_MAX = 5;
const AUTOPLAY_MS = 5000;

interface HeroCarouselProps {
  pubs: Pub[] | undefined;
  loading: boolean;
}

/**
 * The home banner carousel. embla's autoplay plugin is not installed, so a timer moves to the
 * next slide; it pauses while the pointer or the keyboard focus is on the carousel, and never
 * runs for visitors who asked for reduced motion.
 */
export function HeroCarousel({ pubs, loading }: HeroCarouselProps) {
  const { t } = useTranslation();
  const reduceMotion = useReducedMotion();
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [paused, setPaused] = useState(false);
  const slides = (pubs ?? []).slice(0, HERO_MAX);

  useEffect(() => {
    if (!embla || paused || reduceMotion || slides.length < 2) return;
    const timer = window.setInterval(() => embla.scrollNext(), AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [embla, paused, reduceMotion, slides.length]);

  if (loading) return <Skeleton className={classes.heroImage} radius="md" />;
  if (slides.length === 0) return null;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('storefront.home.heroLabel')}
      className={classes.hero}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      data-testid="hero-carousel"
    >
      <Carousel
        withIndicators={slides.length > 1}
        withControls={slides.length > 1}
        emblaOptions={{ loop: true }}
        getEmblaApi={setEmbla}
        previousControlProps={{ 'aria-label': t('storefront.common.previous') }}
        nextControlProps={{ 'aria-label': t('storefront.common.next') }}
        getIndicatorProps={(index) => ({ 'aria-label': t('storefront.home.slide', { index: index + 1 }) })}
      >
        {slides.map((pub, index) => (
          <Carousel.Slide key={pub.id}>
            <MediaImage
              src={pub.url_image}
              alt={t('storefront.home.adAlt', { index: index + 1 })}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : undefined}
              sizes={HERO_IMAGE_SIZES}
              className={classes.heroImage}
            />
          </Carousel.Slide>
        ))}
      </Carousel>
    </section>
  );
}
