import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Providers } from '@/app/providers';
import { mediaSrcSet } from '@/lib/media-srcset';
import { IMAGE_FALLBACK, MediaImage } from '@/ui/media-image';

describe('MediaImage', () => {
  it('derives srcset from the /media naming convention only', () => {
    expect(mediaSrcSet('/media/2026/11/abc.webp')).toBe(
      '/media/2026/11/abc-320.webp 320w, /media/2026/11/abc-640.webp 640w, /media/2026/11/abc.webp 1280w',
    );
    expect(mediaSrcSet('/media/2026/11/abc-320.webp')).toBeUndefined();
    expect(mediaSrcSet('https://cdn.example/abc.png')).toBeUndefined();
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
