import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from '@/lib/when-idle';

// The test setup replaces it for every other test (src/test/setup.ts).
vi.unmock('@/lib/when-idle');

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('whenIdle', () => {
  it('runs the callback in idle time, at the latest after the timeout, and can be cancelled', () => {
    const idle: IdleRequestCallback[] = [];
    const request = vi.fn((callback: IdleRequestCallback) => idle.push(callback));
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', cancel);
    const callback = vi.fn();
    const stop = whenIdle(callback, 2000);
    expect(request).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    idle[0]({ didTimeout: false, timeRemaining: () => 10 });
    expect(callback).toHaveBeenCalledOnce();
    stop();
    expect(cancel).toHaveBeenCalledWith(1);
  });

  it('waits the timeout where the browser has no idle callbacks', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const callback = vi.fn();
    whenIdle(callback, 2000);
    vi.advanceTimersByTime(1999);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledOnce();
    const other = vi.fn();
    whenIdle(other, 2000)();
    vi.advanceTimersByTime(2000);
    expect(other).not.toHaveBeenCalled();
  });
});
