import { connectionError, DeviceError } from '../errors.ts';
import type { Framer } from '../protocol/framers.ts';
import type { Clock } from './clock.ts';
import { timeouts } from '../constants.ts';

/** Tagged-union state of a long read, reported through a callback (esp-web-tools FlashState). */
export type ReadState =
  | { state: 'started'; progress: 0 }
  | { state: 'reading'; progress: number; received: number; expected: number | undefined }
  | { state: 'finished'; progress: 100; received: number }
  | { state: 'error'; progress: number; error: DeviceError };

export type ReadProgressListener = (state: ReadState) => void;

/** Percent 0..99 while reading (100 only once the answer is complete). */
export function percent(received: number, expected: number | undefined): number {
  if (!expected) return 0;
  return Math.min(99, Math.floor((received / expected) * 100));
}

/**
 * Runs `read` while reporting `started`, then `reading` every progress tick (50 ms) from the
 * framer's byte counts, then `finished` or `error`.
 */
export async function withProgress(
  clock: Clock,
  framer: Framer<Uint8Array>,
  onProgress: ReadProgressListener | undefined,
  read: () => Promise<Uint8Array>,
): Promise<Uint8Array> {
  let last = 0;
  let ticking = true;
  let timer: unknown;
  const tick = () => {
    if (!ticking) return;
    const { received, expected } = framer.progress();
    last = percent(received, expected);
    onProgress?.({ state: 'reading', progress: last, received, expected });
    timer = clock.setTimeout(tick, timeouts.progressTick);
  };
  onProgress?.({ state: 'started', progress: 0 });
  timer = clock.setTimeout(tick, timeouts.progressTick);
  try {
    const bytes = await read();
    ticking = false;
    onProgress?.({ state: 'finished', progress: 100, received: bytes.length });
    return bytes;
  } catch (error) {
    ticking = false;
    const deviceError = error instanceof DeviceError ? error : connectionError('prematureEnd', {}, error);
    onProgress?.({ state: 'error', progress: last, error: deviceError });
    throw deviceError;
  } finally {
    ticking = false;
    clock.clearTimeout(timer);
  }
}
