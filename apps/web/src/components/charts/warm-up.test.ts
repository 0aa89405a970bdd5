import { afterEach, describe, expect, it, vi } from 'vitest';
import { runPendingWarmUpStep } from './pending-warm-ups';
import { warmUpCharts } from './warm-up';

describe('warmUpCharts', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('stays pending until its last step, each step run for the first-draw queue cancelling its idle callback', () => {
    let asked = 0;
    const cancelled: number[] = [];
    vi.stubGlobal('requestIdleCallback', () => ++asked);
    vi.stubGlobal('cancelIdleCallback', (id: number) => cancelled.push(id));
    warmUpCharts([], [() => ({}), () => ({})]);
    expect(asked).toBe(1);
    // The chart's creation, then its two options.
    expect(runPendingWarmUpStep()).toBe(true);
    expect(runPendingWarmUpStep()).toBe(true);
    expect(runPendingWarmUpStep()).toBe(true);
    expect(cancelled).toEqual([1, 2, 3]);
    // Finished: no idle callback asked for after the last step, nothing left for the queue.
    expect(asked).toBe(3);
    expect(runPendingWarmUpStep()).toBe(false);
  });

  it('ends at a step that fails', () => {
    vi.stubGlobal('requestIdleCallback', () => 1);
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const steps = [
      () => {
        throw new Error('no chart here');
      },
      () => ({}),
    ];
    warmUpCharts([], steps);
    expect(runPendingWarmUpStep()).toBe(true);
    expect(runPendingWarmUpStep()).toBe(true);
    expect(runPendingWarmUpStep()).toBe(false);
  });
});
