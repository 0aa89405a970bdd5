import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterQueuedDraws, queueFirstDraw } from './first-draw-queue';
import { addPendingWarmUp, finishWarmUp, runPendingWarmUpStep } from './pending-warm-ups';

describe('queueFirstDraw', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // Every wait of the queue on the (faked) timers, the only clock stepped here.
    vi.stubGlobal('MessageChannel', undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs the draws in the order queued, never two in one task', async () => {
    const ran: string[] = [];
    queueFirstDraw(() => ran.push('level'));
    queueFirstDraw(() => ran.push('spectrum'));
    queueFirstDraw(() => ran.push('history'));
    expect(ran).toEqual([]);
    await vi.advanceTimersToNextTimerAsync();
    expect(ran).toEqual(['level']);
    await vi.advanceTimersToNextTimerAsync();
    expect(ran).toEqual(['level', 'spectrum']);
    await vi.runAllTimersAsync();
    expect(ran).toEqual(['level', 'spectrum', 'history']);
  });

  it('drops a draw cancelled before its turn, and starts again after the queue ran dry', async () => {
    const ran: string[] = [];
    queueFirstDraw(() => ran.push('a'));
    const cancel = queueFirstDraw(() => ran.push('gone'));
    queueFirstDraw(() => ran.push('b'));
    cancel();
    await vi.runAllTimersAsync();
    expect(ran).toEqual(['a', 'b']);
    queueFirstDraw(() => ran.push('later'));
    await vi.runAllTimersAsync();
    expect(ran).toEqual(['a', 'b', 'later']);
  });

  it('runs what is left of a chart warm-up first, one step per task, then the draw', async () => {
    const ran: string[] = [];
    let left = 2;
    const step = () => {
      ran.push(`warm-up step ${3 - left}`);
      left--;
      if (left === 0) finishWarmUp(step);
    };
    addPendingWarmUp(step);
    queueFirstDraw(() => ran.push('level'));
    await vi.advanceTimersToNextTimerAsync();
    expect(ran).toEqual(['warm-up step 1']);
    await vi.advanceTimersToNextTimerAsync();
    expect(ran).toEqual(['warm-up step 1', 'warm-up step 2']);
    await vi.runAllTimersAsync();
    expect(ran).toEqual(['warm-up step 1', 'warm-up step 2', 'level']);
    expect(runPendingWarmUpStep()).toBe(false);
  });

  it('leaves a warm-up to its idle moments while no draw waits', async () => {
    const ran: string[] = [];
    const step = () => {
      ran.push('warm-up');
      finishWarmUp(step);
    };
    addPendingWarmUp(step);
    await vi.runAllTimersAsync();
    expect(ran).toEqual([]);
    finishWarmUp(step);
  });
  it('tells a waiter once a draw queued after it has run and the queue is dry, not before', async () => {
    const ran: string[] = [];
    afterQueuedDraws(() => ran.push('drained'));
    await vi.runAllTimersAsync();
    expect(ran).toEqual([]);
    queueFirstDraw(() => ran.push('level'));
    queueFirstDraw(() => ran.push('spectrum'));
    await vi.advanceTimersToNextTimerAsync();
    expect(ran).toEqual(['level']);
    await vi.runAllTimersAsync();
    expect(ran).toEqual(['level', 'spectrum', 'drained']);
    queueFirstDraw(() => ran.push('later'));
    await vi.runAllTimersAsync();
    expect(ran).toEqual(['level', 'spectrum', 'drained', 'later']);
  });

  it('forgets a waiter cancelled before the queue ran dry', async () => {
    const ran: string[] = [];
    const cancel = afterQueuedDraws(() => ran.push('drained'));
    queueFirstDraw(() => ran.push('level'));
    cancel();
    await vi.runAllTimersAsync();
    expect(ran).toEqual(['level']);
  });
});
