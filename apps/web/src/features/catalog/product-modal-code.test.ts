import { afterEach, describe, expect, it, vi } from 'vitest';

// The test setup replaces it for every other test (src/test/setup.ts).
vi.unmock('@/lib/when-idle');

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A fresh copy of the module (its state is the page's: one loader, one idle fetch). */
async function freshModule() {
  vi.resetModules();
  return import('@/features/catalog/product-modal-code');
}

describe("the product modal's code", () => {
  it('is fetched once in idle time when a page shows product cards, and at once at a tap', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const code = await freshModule();
    const load = vi.fn();
    code.setProductModalLoader(load);
    code.preloadProductModalWhenIdle();
    code.preloadProductModalWhenIdle();
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2000);
    expect(load).toHaveBeenCalledOnce();
    code.preloadProductModal();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is not fetched before the storefront layout has said how', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const code = await freshModule();
    code.preloadProductModalWhenIdle();
    code.preloadProductModal();
    const load = vi.fn();
    code.setProductModalLoader(load);
    vi.advanceTimersByTime(2000);
    expect(load).not.toHaveBeenCalled();
  });
});
