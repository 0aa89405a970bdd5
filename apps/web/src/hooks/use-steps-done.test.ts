import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStepsDone } from './use-steps-done';

describe('steps after the render, a task each', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs each step in a task of its own, and is done after the last', async () => {
    const ran: string[] = [];
    const steps = [() => ran.push('summaries'), () => ran.push('overall')];
    const { result } = renderHook(() => useStepsDone(steps));
    expect(result.current).toBe(false);
    expect(ran).toEqual([]);
    await act(async () => {
      vi.advanceTimersToNextTimer();
    });
    expect(ran).toEqual(['summaries']);
    expect(result.current).toBe(false);
    await act(async () => {
      vi.advanceTimersToNextTimer();
    });
    expect(ran).toEqual(['summaries', 'overall']);
    expect(result.current).toBe(true);
  });

  it('is done at once without steps', () => {
    const { result } = renderHook(() => useStepsDone([]));
    expect(result.current).toBe(true);
  });

  it('stops when the component unmounts', async () => {
    const ran: string[] = [];
    const { unmount } = renderHook(() => useStepsDone([() => ran.push('a'), () => ran.push('b')]));
    await act(async () => {
      vi.advanceTimersToNextTimer();
    });
    unmount();
    await act(async () => {
      vi.runAllTimers();
    });
    expect(ran).toEqual(['a']);
  });
});
