// Chart warm-ups (./warm-up.ts) that have started and not finished. Their steps wait for idle
// moments, and a page busy from the record's arrival to its first draw has none: the first draw of
// a 24 h record opened on /upload then ran ECharts cold, one 90–115 ms task (issue 28: no main-thread
// task over 100 ms). The first-draw queue (./first-draw-queue.ts) runs what is left of them first,
// a step per task, so that the cold code runs in short tasks and the draw itself runs warm.

type Step = () => void;

const pending = new Set<Step>();

/** A warm-up's next step, until `finishWarmUp`. */
export function addPendingWarmUp(step: Step): void {
  pending.add(step);
}

export function finishWarmUp(step: Step): void {
  pending.delete(step);
}

/** Runs the next step of the oldest unfinished warm-up; false when there is none. */
export function runPendingWarmUpStep(): boolean {
  const next = pending.values().next();
  if (next.done) return false;
  next.value();
  return true;
}
