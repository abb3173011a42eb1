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
    // [scroll position, header hidden], in the order the visitor scrolls.
    const path: [number, boolean][] = [
      [40, false],
      [120, false],
      [160, false],
      [200, false],
      [259, false],
      [261, true], // 100 px down past the fixed zone (160 px)
      [900, true],
      [890, false], // up: back at once
      [950, false], // down again: 100 px from where the visitor turned
      [991, true],
      [100, false], // back in the fixed zone it shows, whatever the direction
      [150, false],
    ];
    for (const [to, isHidden] of path) {
      scrollTo(to);
      expect(hidden(), `at ${to}`).toBe(isHidden);
    }
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
