import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTOPLAY_MS, HeroCarousel } from '@/features/pubs/components/hero-carousel';
import type { Pub } from '@/features/pubs/pub-types';
import { renderUi } from '@/test/render-ui';

const pubs: Pub[] = Array.from({ length: 5 }, (_, n) => ({
  id: n + 1,
  type: 'banner1',
  url_image: `/media/pubs/hero-${n + 1}.jpg`,
  model_id: null,
}));

/** The hero drawn on a 400 px-wide screen (jsdom lays nothing out), its scrolling recorded. */
function drawn(list = pubs) {
  renderUi(<HeroCarousel pubs={list} loading={false} />);
  const hero = screen.getByTestId('hero-carousel');
  const track = hero.querySelector('div') as HTMLDivElement;
  Object.defineProperty(track, 'clientWidth', { configurable: true, value: 400 });
  const scrollTo = vi.fn();
  track.scrollTo = scrollTo as typeof track.scrollTo;
  return { hero, track, scrollTo };
}
const at = (track: HTMLElement, scrollLeft: number) => {
  Object.defineProperty(track, 'scrollLeft', { configurable: true, value: scrollLeft });
  fireEvent.scroll(track);
};
const current = () =>
  screen
    .getAllByRole('button', { name: /^Annonce \d$/ })
    .findIndex((dot) => dot.hasAttribute('aria-current'));

afterEach(() => {
  vi.useRealTimers();
});

describe('home hero carousel', () => {
  it('draws each ad as a slide, the first one eager, with a dot each', () => {
    const { hero } = drawn();
    const images = within(hero).getAllByRole('img', { name: /^Publicité \d$/ });
    expect(images).toHaveLength(5);
    expect(images[0].getAttribute('loading')).toBe('eager');
    expect(images[0].getAttribute('fetchpriority')).toBe('high');
    expect(images[1].getAttribute('loading')).toBe('lazy');
    expect(screen.getAllByRole('button', { name: /^Annonce \d$/ })).toHaveLength(5);
    expect(current()).toBe(0);
  });

  it('goes one ad on or back per button, round from the last to the first, mirrored right to left', () => {
    const { track, scrollTo } = drawn();
    fireEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 400, behavior: 'smooth' });
    expect(current()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Précédent' }));
    fireEvent.click(screen.getByRole('button', { name: 'Précédent' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 1600, behavior: 'smooth' });
    expect(current()).toBe(4);
    fireEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' });

    track.style.direction = 'rtl';
    fireEvent.click(screen.getByRole('button', { name: 'Annonce 3' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: -800, behavior: 'smooth' });
    expect(current()).toBe(2);
  });

  it('follows the ad scrolled to (a swipe), either way', () => {
    const { track } = drawn();
    at(track, 790);
    expect(current()).toBe(2);
    at(track, -1200);
    expect(current()).toBe(3);
  });

  it('turns to the next ad every few seconds, but not while the pointer is on it', () => {
    vi.useFakeTimers();
    const { hero, scrollTo } = drawn();
    act(() => {
      vi.advanceTimersByTime(AUTOPLAY_MS);
    });
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 400, behavior: 'smooth' });
    expect(current()).toBe(1);
    fireEvent.mouseEnter(hero);
    act(() => {
      vi.advanceTimersByTime(3 * AUTOPLAY_MS);
    });
    expect(scrollTo).toHaveBeenCalledTimes(1);
    fireEvent.mouseLeave(hero);
    act(() => {
      vi.advanceTimersByTime(AUTOPLAY_MS);
    });
    expect(current()).toBe(2);
  });

  it('has no buttons and never turns with a single ad', () => {
    vi.useFakeTimers();
    const { scrollTo } = drawn(pubs.slice(0, 1));
    expect(screen.queryByRole('button')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(3 * AUTOPLAY_MS);
    });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('stops turning with the pause button until played again (WCAG 2.2.2)', () => {
    vi.useFakeTimers();
    const { track, scrollTo } = drawn();
    expect(track.getAttribute('aria-live')).toBe('off');
    fireEvent.click(screen.getByRole('button', { name: 'Mettre en pause le défilement des annonces' }));
    expect(track.getAttribute('aria-live')).toBe('polite');
    act(() => {
      vi.advanceTimersByTime(3 * AUTOPLAY_MS);
    });
    expect(scrollTo).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Reprendre le défilement des annonces' }));
    act(() => {
      vi.advanceTimersByTime(AUTOPLAY_MS);
    });
    expect(current()).toBe(1);
  });

  it('is reached by the keyboard, whose arrows go to the previous or next ad, mirrored right to left', () => {
    const { track, scrollTo } = drawn();
    expect(track.tabIndex).toBe(0);
    expect(screen.getByRole('group', { name: 'Annonces (flèches gauche et droite pour changer)' })).toBe(
      track,
    );
    fireEvent.keyDown(track, { key: 'ArrowRight' });
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 400, behavior: 'smooth' });
    fireEvent.keyDown(track, { key: 'ArrowLeft' });
    fireEvent.keyDown(track, { key: 'ArrowLeft' });
    expect(current()).toBe(4);
    track.style.direction = 'rtl';
    fireEvent.keyDown(track, { key: 'ArrowLeft' });
    expect(scrollTo).toHaveBeenLastCalledWith({ left: -0, behavior: 'smooth' });
    expect(current()).toBe(0);
  });
});
