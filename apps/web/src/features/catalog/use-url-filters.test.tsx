import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type FilterChanges, useUrlFilters } from './use-url-filters';

/** The hook's setter of the page last rendered. */
let update: (changes: FilterChanges) => void = () => {};

/** A page whose filters live in its URL. */
function Page() {
  const [, set] = useUrlFilters();
  update = set;
  return null;
}

function setup(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return { router, change: (changes: FilterChanges) => update(changes) };
}

const searchOf = (router: ReturnType<typeof createMemoryRouter>) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('useUrlFilters', () => {
  it('keeps both of two filters picked before the page renders the first', async () => {
    const { router, change } = setup('/categories/tapis?page=2');
    await act(async () => {
      change({ promotion: 5 });
      change({ etoil: 4 });
    });
    expect(searchOf(router)).toEqual({ page: '2', promotion: '5', etoil: '4' });
    // Then one at a time, and a filter taken off.
    await act(async () => change({ prixMin: 100 }));
    await act(async () => change({ promotion: null }));
    expect(searchOf(router)).toEqual({ page: '2', etoil: '4', prixMin: '100' });
  });

  it('builds on a URL reached another way (back, a link), not on what it had queued', async () => {
    const { router, change } = setup('/categories/tapis');
    await act(async () => change({ promotion: 5 }));
    await act(async () => router.navigate('/categories/tapis?etoil=3'));
    await act(async () => change({ prixMax: 900 }));
    expect(searchOf(router)).toEqual({ etoil: '3', prixMax: '900' });
  });
});
