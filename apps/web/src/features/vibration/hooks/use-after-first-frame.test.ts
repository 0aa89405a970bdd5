import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAfterFirstFrame } from './use-after-first-frame';

// The viewer's parts below the chart mount in stages: each stage a frame and a task after the one
// it waits for, never with it.

describe('after the first frame, in stages', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a stage waiting for another turns true a frame and a task after it', async () => {
    const { result } = renderHook(() => {
      const rest = useAfterFirstFrame();
      const forms = useAfterFirstFrame(rest);
      return { rest, forms };
    });
    expect(result.current).toEqual({ rest: false, forms: false });
    // One frame (16 ms) and the task after it: the first stage only.
    await act(async () => {
      vi.advanceTimersByTime(17);
    });
    expect(result.current).toEqual({ rest: true, forms: false });
    await act(async () => {
      vi.advanceTimersByTime(17);
    });
    expect(result.current).toEqual({ rest: true, forms: true });
  });

  it('a stage never told to start stays false', async () => {
    const { result } = renderHook(() => useAfterFirstFrame(false));
    await act(async () => {
      vi.advanceTimersByTime(100);
    });
    expect(result.current).toBe(false);
  });
});
