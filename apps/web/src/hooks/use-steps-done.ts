import { useEffect, useState } from 'react';

/**
 * Runs `steps` after the render, each in a task of its own (a long record's whole-record passes,
 * kept out of the task that mounts its viewer: issue 28, no main-thread task over 100 ms), and answers true once they have all run
 * (at once for none). A new list (another reading or evaluation) starts over; an unmounted component's
 * steps stop. Keep the list stable between renders (useMemo).
 */
export function useStepsDone(steps: ReadonlyArray<() => void>): boolean {
  const [done, setDone] = useState<ReadonlyArray<() => void> | null>(null);
  useEffect(() => {
    if (steps.length === 0) return;
    let next = 0;
    let timer: ReturnType<typeof setTimeout>;
    const run = () => {
      steps[next++]?.();
      if (next < steps.length) timer = setTimeout(run, 0);
      else setDone(steps);
    };
    timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  }, [steps]);
  return steps.length === 0 || done === steps;
}
