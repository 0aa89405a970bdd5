import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { Gate, UploadSlots } from './upload-gates.ts';

const tick = () => new Promise((done) => setImmediate(done));

describe('Gate', () => {
  it('runs at most `size` tasks at once, the others in arrival order, whatever fails', async () => {
    const gate = new Gate(2);
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const releases: Array<() => void> = [];
    const tasks = Array.from({ length: 6 }, (_, i) =>
      gate
        .run(async () => {
          running += 1;
          peak = Math.max(peak, running);
          order.push(i);
          await new Promise<void>((go) => releases.push(go));
          running -= 1;
          if (i === 1) throw new Error('parse failed');
          return i;
        })
        .catch((error: Error) => error.message),
    );
    for (let step = 0; step < 6; step += 1) {
      await tick();
      expect(running).toBeLessThanOrEqual(2);
      releases.shift()?.();
    }
    expect(await Promise.all(tasks)).toEqual([0, 'parse failed', 2, 3, 4, 5]);
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
    expect(peak).toBe(2);
    expect(gate.running).toBe(0);
    expect(gate.waiting).toBe(0);
  });
});

describe('UploadSlots', () => {
  it('refuses a user past the cap with a translated 429 and gives slots back once each', () => {
    const slots = new UploadSlots(2);
    const first = slots.take('ana');
    slots.take('ana');
    slots.take('bia');
    let refused: unknown;
    try {
      slots.take('ana');
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ statusCode: 429, messageKey: 'errors:tooManyUploads' });
    first();
    first();
    expect(slots.inUse('ana')).toBe(1);
    expect(() => slots.take('ana')).not.toThrow();
    expect(slots.inUse('bia')).toBe(1);
  });
});
