import { Image, type ImageProps } from '@mantine/core';
import { type SyntheticEvent, useState } from 'react';
import { mediaSrcSet } from '@/lib/media-srcset';

// Neutral grey tile with a picture glyph, used whenever a media URL is missing or fails to load.
export const IMAGE_FALLBACK =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#eef1f3"/>' +
      '<path d="M18 44l10-12 8 9 6-7 8 10z" fill="#c5ccd3"/><circle cx="24" cy="24" r="5" fill="#c5ccd3"/></svg>',
  );

interface MediaImageProps extends Omit<ImageProps, 'src'> {
  src: string | null | undefined;
  alt: string;
  /** 'eager' for images above the fold (hero banner); everything else loads lazily. */
  loading?: 'lazy' | 'eager';
  /** Rendered width hints for the browser's srcset choice; defaults to `w` when it is a number. */
  sizes?: string;
  fetchPriority?: 'high' | 'low' | 'auto';
}

/**
 * The one image component of the app, for API media (`/media/...`, or a media bucket's public URL):
 * responsive `srcset` / `sizes` from the 320 / 640 / 1280 px widths, lazy by default, and a neutral
 * fallback when the URL is null or fails. A failing smaller width falls back to the full image first, then to the tile.
 */
export function MediaImage({
  src,
  alt,
  loading = 'lazy',
  sizes,
  w,
  fetchPriority,
  ...props
}: MediaImageProps) {
  // 0: srcset, 1: plain src, 2: fallback tile. Kept per URL, so a new src starts over.
  const [failure, setFailure] = useState<{ src: string | null | undefined; level: number }>({
    src: null,
    level: 0,
  });
  const level = failure.src === src ? failure.level : 0;
  const srcSet = level === 0 ? mediaSrcSet(src) : undefined;
  const shown = !src || level >= 2 ? IMAGE_FALLBACK : src;

  const onError = (event: SyntheticEvent<HTMLImageElement>) => {
    if (event.currentTarget.src === IMAGE_FALLBACK) return;
    setFailure({ src, level: srcSet ? 1 : 2 });
  };

  return (
    <Image
      src={shown}
      srcSet={srcSet}
      sizes={srcSet ? (sizes ?? (typeof w === 'number' ? `${w}px` : '100vw')) : undefined}
      alt={alt}
      loading={loading}
      decoding="async"
      fetchPriority={fetchPriority}
      onError={onError}
      w={w}
      {...props}
    />
  );
}
