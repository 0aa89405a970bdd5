import { workerTask } from '../../../lib/worker-task';
import { type Co2DaysAnswer, type Co2DaysRequest, co2Days } from './co2-days';

/** co2Days in the co2-days worker (on the main thread where there is none). */
export const co2DaysTask = workerTask<Co2DaysRequest, Co2DaysAnswer | null>(
  () =>
    new Worker(new URL('../workers/co2-days.worker.ts', import.meta.url), {
      type: 'module',
      name: 'co2-days',
    }),
  co2Days,
  // A week of samples: copied a slice per task, not cloned in one long task.
  { sliced: true },
);
