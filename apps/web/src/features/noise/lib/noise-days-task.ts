import { workerTask } from '../../../lib/worker-task';
import { type NoiseDaysRequest, type NoiseNormDays, noiseDays } from './noise-days';

/** noiseDays in the noise-days worker (on the main thread where there is none). */
export const noiseDaysTask = workerTask<NoiseDaysRequest, NoiseNormDays[]>(
  () =>
    new Worker(new URL('../workers/noise-days.worker.ts', import.meta.url), {
      type: 'module',
      name: 'noise-days',
    }),
  noiseDays,
  // A week of samples: copied a slice per task, not cloned in one long task.
  { sliced: true },
);
