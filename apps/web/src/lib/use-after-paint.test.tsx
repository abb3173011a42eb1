import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterPaint } from '@/lib/use-after-paint';

describe('useAfterPaint', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is false until the frame that showed the component has run, then true in a task after it', () => {
    vi.useFakeTimers();
    try {
      const frames: FrameRequestCallback[] = [];
      vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
        frames.push(callback);
        return frames.length;
      });
      const { result } = renderHook(() => useAfterPaint());
      expect(result.current).toBe(false);
      expect(frames).toHaveLength(1);
      act(() => frames[0](performance.now()));
      // Still within the frame: the browser paints before the task.
      expect(result.current).toBe(false);
      act(() => vi.runAllTimers());
      expect(result.current).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks for nothing more once painted, and cancels its frame when the component goes first', () => {
    const cancel = vi.spyOn(window, 'cancelAnimationFrame');
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 42);
    const { unmount } = renderHook(() => useAfterPaint());
    unmount();
    expect(cancel).toHaveBeenCalledWith(42);
  });
});
