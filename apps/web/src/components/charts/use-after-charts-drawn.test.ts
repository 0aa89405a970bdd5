import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queueFirstDraw } from './first-draw-queue';
import { CHARTS_WAIT_LIMIT_MS, useAfterChartsDrawn } from './use-after-charts-drawn';

describe('what waits for the charts above it', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // The queue's waits on the (faked) timers only.
    vi.stubGlobal('MessageChannel', undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits while the screen is not ready, then for the charts drawn after it', async () => {
    const { result, rerender } = renderHook(({ ready }) => useAfterChartsDrawn(ready, true), {
      initialProps: { ready: false },
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(result.current).toBe(false);
    rerender({ ready: true });
    queueFirstDraw(() => undefined);
    await act(async () => {
      await vi.advanceTimersToNextTimerAsync();
    });
    // Drawn, but the frame after it not yet produced.
    expect(result.current).toBe(false);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    expect(result.current).toBe(true);
  });

  it('is true as soon as the screen is ready when it has no charts to draw', async () => {
    const { result } = renderHook(() => useAfterChartsDrawn(true, false));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(result.current).toBe(true);
  });

  it('does not wait past its limit for charts that never draw', async () => {
    const { result } = renderHook(() => useAfterChartsDrawn(true, true));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CHARTS_WAIT_LIMIT_MS - 1);
    });
    expect(result.current).toBe(false);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(result.current).toBe(true);
  });
});
