import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import strip from '@/ui/scroll-strip.module.css';

/** Whether a row is scrolled to its start, and to its end. */
function endsOf(el: HTMLElement) {
  // scrollLeft runs from 0 towards negative values in a right-to-left page.
  const moved = Math.abs(el.scrollLeft);
  return { atStart: moved < 1, atEnd: moved + el.clientWidth >= el.scrollWidth - 1 };
}

interface ScrollStripProps {
  /** One element per item, each keyed. */
  items: { key: string | number; node: ReactNode }[];
  /** The most items a screen shows at once (the widest screens): a row with more always overflows. */
  mostPerView: number;
  /** Sets --row-per-view for other item widths than the product cards' (scroll-strip.module.css). */
  className?: string;
  testId?: string;
}

/**
 * A row that scrolls sideways, snapping to an item: the browser's own scrolling, swiped on a phone,
 * with previous / next buttons that move one screen of items, each hidden at its end (mirrored in a
 * right-to-left page). No script measures anything to lay it out (an embla carousel measured every
 * slide as it mounted: a forced layout in the first view's longest task, docs/benchmarks.md: Lighthouse).
 */
export function ScrollStrip({ items, mostPerView, className, testId }: ScrollStripProps) {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  // Which ends are reached, read when the row scrolls (not as it mounts, which would force a layout).
  const [ends, setEnds] = useState({ atStart: true, atEnd: false });
  const readEnds = useCallback(() => {
    if (!track.current) return;
    const next = endsOf(track.current);
    // Scrolling fires often: a render only when an end is reached or left.
    setEnds((now) => (now.atStart === next.atStart && now.atEnd === next.atEnd ? now : next));
  }, []);
  const count = items.length;
  useEffect(() => {
    // A short row may fit on the screen: then "next" has nowhere to go.
    if (count > mostPerView) return;
    const frame = requestAnimationFrame(readEnds);
    return () => cancelAnimationFrame(frame);
  }, [count, mostPerView, readEnds]);
  const move = (towards: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    const rtl = getComputedStyle(el).direction === 'rtl';
    el.scrollBy({ left: towards * (rtl ? -1 : 1) * el.clientWidth, behavior: 'smooth' });
  };

  return (
    <div className={strip.row}>
      <div
        ref={track}
        className={className ? `${strip.track} ${className}` : strip.track}
        onScroll={readEnds}
        data-testid={testId}
      >
        {items.map((item) => (
          <div key={item.key} className={strip.slide}>
            {item.node}
          </div>
        ))}
      </div>
      {(
        [
          { side: 'previous', towards: -1, disabled: ends.atStart, Icon: IconChevronLeft },
          { side: 'next', towards: 1, disabled: ends.atEnd, Icon: IconChevronRight },
        ] as const
      ).map(({ side, towards, disabled, Icon }) => (
        <button
          key={side}
          type="button"
          className={strip.control}
          data-side={side}
          aria-label={t(`storefront.common.${side}`)}
          disabled={disabled}
          onClick={() => move(towards)}
        >
          <Icon size={16} aria-hidden />
        </button>
      ))}
    </div>
  );
}

/** The row's class that sets the partners' logos per screen. */
export const LOGOS_ROW = strip.logos;
