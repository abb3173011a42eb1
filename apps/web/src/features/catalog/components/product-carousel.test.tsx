import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductCarousel } from '@/features/catalog/components/product-carousel';
import { makeArticle } from '@/test/catalog-fixtures';
import { renderUi } from '@/test/render-ui';

const twelve = Array.from({ length: 12 }, (_, n) =>
  makeArticle({ id: n + 1, designation: `Article ${n + 1}` }),
);

/** jsdom lays nothing out: the row's scroll box, as a 400 px-wide screen would give it. */
function layOut(track: HTMLElement, { scrollLeft = 0, scrollWidth = 2400, clientWidth = 400 } = {}) {
  Object.defineProperties(track, {
    scrollLeft: { configurable: true, value: scrollLeft },
    scrollWidth: { configurable: true, value: scrollWidth },
    clientWidth: { configurable: true, value: clientWidth },
  });
}

async function drawn(articles = twelve) {
  renderUi(<ProductCarousel id="new" title="Nouveaux" articles={articles} loading={false} />);
  // The section draws its cards once near the screen (the test setup's observer says it is).
  return screen.findByTestId('product-strip');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('product row', () => {
  it('shows every card in one sideways row, "previous" off at the start', async () => {
    const track = await drawn();
    expect(track.querySelectorAll('[data-testid="product-card"]')).toHaveLength(12);
    expect(screen.getByRole('button', { name: 'Précédent' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Suivant' })).toHaveProperty('disabled', false);
  });

  it('moves one screen of cards per button, mirrored in a right-to-left page', async () => {
    const track = await drawn();
    layOut(track);
    const scrollBy = vi.fn();
    track.scrollBy = scrollBy as typeof track.scrollBy;
    fireEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 400, behavior: 'smooth' });

    track.style.direction = 'rtl';
    fireEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -400, behavior: 'smooth' });
  });

  it('turns each button off at its end of the row as it scrolls', async () => {
    const track = await drawn();
    layOut(track, { scrollLeft: 800 });
    fireEvent.scroll(track);
    expect(screen.getByRole('button', { name: 'Précédent' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Suivant' })).toHaveProperty('disabled', false);

    layOut(track, { scrollLeft: 2000 });
    fireEvent.scroll(track);
    expect(screen.getByRole('button', { name: 'Suivant' })).toHaveProperty('disabled', true);

    // Right to left: scrollLeft runs negative.
    layOut(track, { scrollLeft: -2000 });
    fireEvent.scroll(track);
    expect(screen.getByRole('button', { name: 'Suivant' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Précédent' })).toHaveProperty('disabled', false);
  });

  it('offers no "next" when a short row fits on the screen', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    const track = await drawn(twelve.slice(0, 3));
    layOut(track, { scrollWidth: 400, clientWidth: 400 });
    // The row asks for its frame from an effect, which may run after the strip is found (a busy machine).
    await vi.waitFor(() => expect(frames.length).toBeGreaterThan(0));
    act(() => {
      for (const frame of frames.splice(0)) frame(0);
    });
    expect(screen.getByRole('button', { name: 'Suivant' })).toHaveProperty('disabled', true);
  });
});
