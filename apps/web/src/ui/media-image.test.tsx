import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Providers } from '@/app/providers';
import { mediaSrcSet } from '@/lib/media-srcset';
import { IMAGE_FALLBACK, MediaImage } from '@/ui/media-image';

describe('MediaImage', () => {
  it('derives srcset from the media naming convention only', () => {
    expect(mediaSrcSet('/media/2026/11/abc.webp')).toBe(
      '/media/2026/11/abc-320.webp 320w, /media/2026/11/abc-640.webp 640w, /media/2026/11/abc.webp 1280w',
    );
    expect(mediaSrcSet('/media/2026/11/abc-320.webp')).toBeUndefined();
    expect(mediaSrcSet('https://cdn.example/abc.png')).toBeUndefined();
    // A bucket's public URL (S3_PUBLIC_URL) carries the same names; other absolute URLs get none.
    const key = '2026/11/0b8f3f5e-8d7c-4a8e-9c52-3f1d2e4a5b6c';
    expect(mediaSrcSet(`https://media.souk.dz/${key}.webp`)).toBe(
      `https://media.souk.dz/${key}-320.webp 320w, https://media.souk.dz/${key}-640.webp 640w, https://media.souk.dz/${key}.webp 1280w`,
    );
    expect(mediaSrcSet(`https://media.souk.dz/${key}-640.webp`)).toBeUndefined();
    expect(mediaSrcSet('https://cdn.example/photo.webp')).toBeUndefined();
    expect(mediaSrcSet(null)).toBeUndefined();
  });

  it('falls back to the full image, then to the neutral tile, when loading fails', () => {
    render(
      <Providers env="test">
        <MediaImage src="/media/a.webp" alt="Robe" sizes="200px" />
      </Providers>,
    );
    const img = screen.getByRole('img', { name: 'Robe' });
    expect(img.getAttribute('sizes')).toBe('200px');
    expect(img.getAttribute('loading')).toBe('lazy');
    fireEvent.error(img);
    expect(img.getAttribute('srcset')).toBeNull();
    expect(img.getAttribute('src')).toBe('/media/a.webp');
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(IMAGE_FALLBACK);
  });
});
