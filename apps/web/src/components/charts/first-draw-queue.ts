// The first draws of a screen's charts, one per frame. A viewer mounts two to four charts at once;
// each first draw is a task of 40–120 ms, and run back to back they held the frame that shows the
// first chart until the last one was drawn (the main chart painted 150–250 ms after it was drawn).
// Queued, each draw waits for the frame after the previous one, so the chart a user looks at first
// is on the screen before the next one is drawn.

import { runPendingWarmUpStep } from './pending-warm-ups';

type Draw = () => void;

const queue: Draw[] = [];
let pumping = false;

/** Who waits for the queue to run dry after a draw (`afterQueuedDraws`). */
interface DrainWaiter {
  readonly then: () => void;
  /** A draw ran since this waiter came. */
  drew: boolean;
}
const drainWaiters = new Set<DrainWaiter>();

/** A frame longer than this is not waited for (a hidden page draws no frame). */
const FRAME_WAIT_LIMIT_MS = 250;

/** Runs `then` in a task of its own, as soon as the tasks already waiting have run. */
function afterTask(then: () => void): void {
  if (typeof requestAnimationFrame === 'undefined' || typeof MessageChannel === 'undefined') {
    setTimeout(then, 0);
    return;
  }
  // Not setTimeout: nested five deep, it waits at least 4 ms.
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    then();
  };
  channel.port2.postMessage(null);
}

/** Runs `then` once the next frame has been produced (or after FRAME_WAIT_LIMIT_MS). */
function afterNextFrame(then: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    clearTimeout(limit);
    then();
  };
  const limit = setTimeout(once, FRAME_WAIT_LIMIT_MS);
  if (typeof requestAnimationFrame === 'undefined' || typeof MessageChannel === 'undefined') {
    setTimeout(once, 0);
    return;
  }
  // A rAF callback runs just before the frame's paint; the task after it, after the paint.
  requestAnimationFrame(() => afterTask(once));
}

function pump(): void {
  if (queue.length === 0) {
    pumping = false;
    for (const waiter of drainWaiters) {
      if (!waiter.drew) continue;
      drainWaiters.delete(waiter);
      waiter.then();
    }
    return;
  }
  // A chart warm-up not finished runs its steps first, one per task: the draw then runs warm code
  // instead of compiling it in one long task (./pending-warm-ups.ts).
  if (runPendingWarmUpStep()) {
    afterTask(pump);
    return;
  }
  (queue.shift() as Draw)();
  for (const waiter of drainWaiters) waiter.drew = true;
  afterNextFrame(pump);
}

/**
 * Queues a chart's first draw: it runs in a task of its own, after the frame that followed the
 * previous queued draw. Returns a cancel function (the chart unmounted before its turn).
 */
export function queueFirstDraw(draw: Draw): () => void {
  const entry: Draw = () => draw();
  queue.push(entry);
  if (!pumping) {
    pumping = true;
    setTimeout(pump, 0);
  }
  return () => {
    const at = queue.indexOf(entry);
    if (at >= 0) queue.splice(at, 1);
  };
}

/**
 * Calls `then` once a chart's first draw has run after this call and the queue has run dry, the
 * frame after its last draw produced: what a screen shows below its charts can wait for them
 * (a viewer's report screen, ≈ 150 ms of rendering that held its first chart). Returns a cancel
 * function.
 */
export function afterQueuedDraws(then: () => void): () => void {
  const waiter: DrainWaiter = { then, drew: false };
  drainWaiters.add(waiter);
  return () => {
    drainWaiters.delete(waiter);
  };
}
