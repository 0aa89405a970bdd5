import { workerTask } from '../../../lib/worker-task';
import { type HeatDaysAnswer, type HeatDaysRequest, heatDays } from './heat-days';

/** heatDays in the heat-days worker (on the main thread where there is none). */
export const heatDaysTask = workerTask<HeatDaysRequest, HeatDaysAnswer | null>(
  () =>
    new Worker(new URL('../workers/heat-days.worker.ts', import.meta.url), {
      type: 'module',
      name: 'heat-days',
    }),
  heatDays,
  // A week of samples: copied a slice per task, not cloned in one long task.
  { sliced: true },
);
