import { act, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CategoryBlock as CategoryBlockData } from '@/features/catalog/article-types';
import { CategoryBlock } from '@/features/catalog/components/category-block';
import { ProductCarousel } from '@/features/catalog/components/product-carousel';
import { makeArticle } from '@/test/catalog-fixtures';
import { renderUi } from '@/test/render-ui';

/** An IntersectionObserver driven by the test: nothing is in view until `reveal()`. */
const observers: { callback: IntersectionObserverCallback; margin?: string; targets: Element[] }[] = [];
class ManualObserver {
  readonly root = null;
  readonly rootMargin: string;
  readonly thresholds = [];
  private readonly record: (typeof observers)[number];
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.rootMargin = options?.rootMargin ?? '';
    this.record = { callback, margin: options?.rootMargin, targets: [] };
    observers.push(this.record);
  }
  observe(target: Element) {
    this.record.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.record.targets = [];
  }
  takeRecords() {
    return [];
  }
}

function reveal(testId: string) {
  const section = screen.getByTestId(testId);
  for (const o of observers.filter((x) => x.targets.includes(section))) {
    act(() =>
      o.callback(
        [{ target: section, isIntersecting: true } as unknown as IntersectionObserverEntry],
        o as unknown as IntersectionObserver,
      ),
    );
  }
}

const articles = [makeArticle({ id: 1 }), makeArticle({ id: 2 }), makeArticle({ id: 3 })];
let saved: typeof IntersectionObserver;

beforeEach(() => {
  saved = window.IntersectionObserver;
  window.IntersectionObserver = ManualObserver as unknown as typeof IntersectionObserver;
  observers.length = 0;
});
afterEach(() => {
  window.IntersectionObserver = saved;
});

describe('home sections drawn near the screen', () => {
  it('a product carousel shows skeletons until it comes within a screen of the viewport', () => {
    renderUi(<ProductCarousel id="new" title="Nouveautés" articles={articles} loading={false} />);
    expect(screen.getByRole('heading', { name: 'Nouveautés' })).toBeTruthy();
    expect(screen.queryAllByTestId('product-card')).toHaveLength(0);
    expect(screen.getAllByTestId('product-skeleton').length).toBeGreaterThan(0);
    expect(observers.some((o) => o.margin === '100% 0px')).toBe(true);

    reveal('section-new');
    expect(screen.getAllByTestId('product-card')).toHaveLength(3);
    expect(screen.queryAllByTestId('product-skeleton')).toHaveLength(0);
  });

  it('a category block keeps its title and one skeleton per product until then', () => {
    const block = {
      categorie: { id: 4, slug: 'mode', designation: 'Mode' },
      pub: null,
      articles,
    } as unknown as CategoryBlockData;
    renderUi(<CategoryBlock block={block} />);
    expect(screen.getByRole('heading', { name: 'Mode' })).toBeTruthy();
    expect(screen.getAllByTestId('product-skeleton')).toHaveLength(3);
    expect(screen.queryAllByTestId('product-card')).toHaveLength(0);

    reveal('category-block');
    expect(screen.getAllByTestId('product-card')).toHaveLength(3);
  });

  it('a section is drawn once as it is put in the page, and lets its observer go once it has come near', () => {
    // Its element was kept in state: a state set while React commits is a synchronous update, so every
    // section drew itself a second time, at once, after being put in the page.
    const commits: string[] = [];
    renderUi(
      <Profiler id="section" onRender={(_id, phase) => commits.push(phase)}>
        <ProductCarousel id="deals" title="Promotions" articles={articles} loading={false} />
      </Profiler>,
    );
    expect(commits).toEqual(['mount']);
    const section = screen.getByTestId('section-deals');
    expect(observers.filter((o) => o.targets.includes(section))).toHaveLength(1);

    reveal('section-deals');
    expect(screen.getAllByTestId('product-card')).toHaveLength(3);
    expect(observers.filter((o) => o.targets.includes(section))).toHaveLength(0);
  });
});
