import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteFooter } from '@/areas/storefront/layout/site-footer';
import { setHydrating } from '@/lib/hydrating';
import { mockFetch } from '@/test/fetch-mock';
import { renderUi } from '@/test/render-ui';

/** The frames asked for, run by hand: the test says when the browser paints. */
function holdFrames() {
  const frames: FrameRequestCallback[] = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback);
    return frames.length;
  });
  return frames;
}

describe('SiteFooter', () => {
  afterEach(() => {
    setHydrating(false);
    vi.restoreAllMocks();
  });

  it('on a page the app draws, comes once the frame showing the page has been painted, and asks for the site summary then', async () => {
    const api = mockFetch();
    const frames = holdFrames();
    renderUi(<SiteFooter />);
    const footer = await screen.findByRole('contentinfo');
    expect(footer.childElementCount).toBe(0);
    expect(within(footer).queryByRole('link', { name: 'Mon Panier' })).toBeNull();
    expect(api.calls('GET /api/v1/about/summary')).toHaveLength(0);
    for (const frame of frames.splice(0)) frame(performance.now());
    expect(await within(footer).findByRole('link', { name: 'Mon Panier' })).toBeTruthy();
    expect(api.calls('GET /api/v1/about/summary')).toHaveLength(1);
  });

  it('on a page the server drew, is drawn with it, as the document holds it', async () => {
    mockFetch();
    const frames = holdFrames();
    setHydrating(true);
    renderUi(<SiteFooter />);
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Mon Panier' })).toBeTruthy();
    expect(frames).toHaveLength(0);
  });
});
