import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { COMPACT_FILTERS_QUERY, FiltersLayout } from '@/features/catalog/components/filters-layout';
import { createQueryClient } from '@/lib/query-client';
import { matchOnly } from '@/test/media-query';

// Hydrated by hand (not through Testing Library, which sets this for its own renders).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
});

function Page() {
  return (
    <Providers env="test" queryClient={createQueryClient()}>
      <FiltersLayout filters={<p>Les filtres</p>} activeCount={1}>
        <p>La liste</p>
      </FiltersLayout>
    </Providers>
  );
}

const side = (root: HTMLElement) => root.querySelector('aside[aria-label="Filtres"]');
const button = (root: HTMLElement) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent?.startsWith('Filtres'));

describe('filters layout', () => {
  it('is drawn by the server with both the button and the sidebar, CSS choosing by width', () => {
    const html = document.createElement('div');
    html.innerHTML = renderToString(<Page />);
    expect(side(html)).not.toBeNull();
    expect(button(html)).toBeDefined();
    expect(html.querySelector('[data-mode="auto"]')).not.toBeNull();
  });

  it('hydrates a server-drawn page on a phone without a mismatch, then keeps only the button', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const listItem = () => [...container.querySelectorAll('p')].find((p) => p.textContent === 'La liste');
    const list = listItem();
    const restore = matchOnly(COMPACT_FILTERS_QUERY);
    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await act(async () => {
        hydrateRoot(container, <Page />, { onRecoverableError: recoverable });
      });
      // React 19 reports a hydration mismatch (#418) as a recoverable error.
      expect(recoverable).not.toHaveBeenCalled();
      expect(consoleError.mock.calls.map((c) => String(c[0]).slice(0, 300))).toEqual([]);
      expect(side(container)).toBeNull();
      expect(button(container)?.textContent).toBe('Filtres (1)');
      expect(container.querySelector('[data-mode="compact"]')).not.toBeNull();
      // The list was hydrated in place, not drawn again.
      expect(listItem()).toBe(list);
    } finally {
      restore();
      consoleError.mockRestore();
    }
  });

  it('keeps only the sidebar on a wide screen', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Page />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(side(container)).not.toBeNull();
    expect(button(container)).toBeUndefined();
  });
});
