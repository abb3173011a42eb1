import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useHeadroom } from '@/lib/use-headroom';

let y = 0;
let reads = 0;
Object.defineProperty(window, 'scrollY', {
  configurable: true,
  get: () => {
    reads += 1;
    return y;
  },
});

function scrollTo(to: number) {
  act(() => {
    y = to;
    window.dispatchEvent(new Event('scroll'));
  });
}

let renders = 0;
function Header() {
  renders += 1;
  const pinned = useHeadroom({ fixedAt: 160 });
  return <header data-testid="header" data-hidden={!pinned || undefined} />;
}

afterEach(() => {
  y = 0;
  reads = 0;
  renders = 0;
});

describe('useHeadroom', () => {
  it('reads no scroll position as it mounts', () => {
    const { getByTestId } = render(<Header />);
    expect(reads).toBe(0);
    expect(getByTestId('header').dataset.hidden).toBeUndefined();
  });

  it('hides the header after 100 px down past the fixed zone, shows it on the way up', () => {
    const { getByTestId } = render(<Header />);
    const hidden = () => getByTestId('header').dataset.hidden === 'true';
    for (const to of [40, 120, 160, 200, 259]) {
      scrollTo(to);
      expect(hidden(), `at ${to}`).toBe(false);
    }
    scrollTo(261);
    expect(hidden()).toBe(true);
    scrollTo(900);
    expect(hidden()).toBe(true);
    scrollTo(890);
    expect(hidden()).toBe(false);
    // Down again: 100 px from where the visitor turned.
    scrollTo(950);
    expect(hidden()).toBe(false);
    scrollTo(991);
    expect(hidden()).toBe(true);
    // Back in the fixed zone it shows, whatever the direction.
    scrollTo(100);
    expect(hidden()).toBe(false);
    scrollTo(150);
    expect(hidden()).toBe(false);
  });

  it('renders when the header shows or hides, not on every scroll event', () => {
    render(<Header />);
    const first = renders;
    // 76 scroll events, one change (hidden at 300). React may render once more before it sees that
    // a state set to its current value changed nothing, so "at most 2" stands for "not per event".
    for (let to = 0; to <= 250; to += 10) scrollTo(to);
    expect(renders).toBe(first);
    for (let to = 300; to <= 800; to += 10) scrollTo(to);
    expect(renders - first).toBeGreaterThanOrEqual(1);
    expect(renders - first).toBeLessThanOrEqual(2);
  });
});
