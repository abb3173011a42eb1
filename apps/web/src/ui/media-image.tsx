import { Image, type ImageProps } from '@mantine/core';

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
  loading?: 'lazy' | 'eager';
}

/** An image from the API (`/media/...`), with a neutral fallback when it is null or broken. */
export function MediaImage({ src, alt, loading = 'lazy', ...props }: MediaImageProps) {
  return (
    <Image src={src || IMAGE_FALLBACK} fallbackSrc={IMAGE_FALLBACK} alt={alt} loading={loading} {...props} />
  );
}
