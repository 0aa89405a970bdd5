import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queueFirstDraw } from './first-draw-queue';

describe('queueFirstDraw', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
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
});
