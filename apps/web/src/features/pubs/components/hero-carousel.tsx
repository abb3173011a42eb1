import { Skeleton } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from '@/features/pubs/components/pubs.module.css';
import type { Pub } from '@/features/pubs/pub-types';
import { HERO_IMAGE_SIZES } from '@/lib/media-srcset';
import { MediaImage } from '@/ui/media-image';

/** Up to 5 banner1 ads, turning every few seconds (docs/product/storefront-and-client.md, Home). */
export const HERO_MAX = 5;
export const AUTOPLAY_MS = 5000;

interface HeroCarouselProps {
  pubs: Pub[] | undefined;
  loading: boolean;
}

/**
 * The home banner carousel: one ad a screen in a row the browser scrolls and snaps (swiped on a phone),
 * previous / next buttons that go round from the last ad to the first, and a dot per ad. It turns to
 * the next ad every few seconds, pauses while the pointer or the keyboard focus is on it, and never
 * turns for visitors who asked for reduced motion. The shown ad is read from the scroll position in
 * scroll events only: nothing is measured as it mounts (an embla carousel measured its slides in the
 * first view's longest task, docs/benchmarks.md: Lighthouse).
 * Keyboard (decision 0037): a pause / play button comes first (the turning stops until played again),
 * then the ads' row, focusable, where the arrow keys go to the previous or next ad (mirrored right
 * to left), then the buttons. While it turns, the row is not announced (aria-live off); stopped, the
 * ad shown is announced.
 */
export function HeroCarousel({ pubs, loading }: HeroCarouselProps) {
  const { t } = useTranslation();
  const reduceMotion = useReducedMotion();
  const track = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const slides = (pubs ?? []).slice(0, HERO_MAX);
  const count = slides.length;

  const show = useCallback(
    (index: number) => {
      const el = track.current;
      if (!el || count === 0) return;
      const target = (index + count) % count;
      // scrollLeft runs from 0 towards negative values in a right-to-left page.
      const rtl = getComputedStyle(el).direction === 'rtl';
      el.scrollTo({
        left: (rtl ? -1 : 1) * target * el.clientWidth,
        behavior: reduceMotion ? 'auto' : 'smooth',
      });
      setActive(target);
    },
    [count, reduceMotion],
  );
  const readActive = () => {
    const el = track.current;
    if (!el || el.clientWidth === 0) return;
    const index = Math.min(count - 1, Math.round(Math.abs(el.scrollLeft) / el.clientWidth));
    setActive((now) => (now === index ? now : index));
  };

  // The next ad a few seconds after the last change (a click restarts the wait).
  useEffect(() => {
    if (paused || stopped || reduceMotion || count < 2) return;
    const timer = window.setTimeout(() => show(active + 1), AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [active, paused, stopped, reduceMotion, count, show]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forwards = (event.key === 'ArrowRight') !== rtl;
    show(active + (forwards ? 1 : -1));
  };
  const turning = count > 1 && !stopped && !reduceMotion;

  if (loading) return <Skeleton className={classes.heroImage} radius="md" />;
  if (count === 0) return null;

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
      {count > 1 && !reduceMotion && (
        <button
          type="button"
          className={classes.heroControl}
          data-side="pause"
          aria-label={t(stopped ? 'storefront.home.heroPlay' : 'storefront.home.heroPause')}
          onClick={() => setStopped((now) => !now)}
        >
          {stopped ? <IconPlayerPlay size={14} aria-hidden /> : <IconPlayerPause size={14} aria-hidden />}
        </button>
      )}
      {/* biome-ignore lint/a11y/useSemanticElements: WAI-ARIA's carousel pattern: the row of slides is a group, not a form's fieldset. */}
      <div
        ref={track}
        className={classes.heroTrack}
        onScroll={readActive}
        role="group"
        aria-label={t('storefront.home.heroSlides')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolled row is focusable so the keyboard can move it (WCAG 2.1.1).
        tabIndex={0}
        aria-live={turning ? 'off' : 'polite'}
        onKeyDown={onKeyDown}
      >
        {slides.map((pub, index) => (
          // biome-ignore lint/a11y/useSemanticElements: WAI-ARIA's carousel pattern: a slide is a group, not a form's fieldset.
          <div
            key={pub.id}
            className={classes.heroSlide}
            role="group"
            aria-roledescription="slide"
            aria-label={t('storefront.home.slide', { index: index + 1 })}
          >
            <MediaImage
              src={pub.url_image}
              alt={t('storefront.home.adAlt', { index: index + 1 })}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : undefined}
              sizes={HERO_IMAGE_SIZES}
              className={classes.heroImage}
            />
          </div>
        ))}
      </div>
      {count > 1 && (
        <>
          {(
            [
              { side: 'previous', towards: -1, Icon: IconChevronLeft },
              { side: 'next', towards: 1, Icon: IconChevronRight },
            ] as const
          ).map(({ side, towards, Icon }) => (
            <button
              key={side}
              type="button"
              className={classes.heroControl}
              data-side={side}
              aria-label={t(`storefront.common.${side}`)}
              onClick={() => show(active + towards)}
            >
              <Icon size={16} aria-hidden />
            </button>
          ))}
          <div className={classes.heroDots}>
            {slides.map((pub, index) => (
              <button
                key={pub.id}
                type="button"
                className={classes.heroDot}
                data-active={index === active || undefined}
                aria-current={index === active || undefined}
                aria-label={t('storefront.home.slide', { index: index + 1 })}
                onClick={() => show(index)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
