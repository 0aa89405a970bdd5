import { workerTask } from '../../../lib/worker-task';
import { type VibrationDaysAnswer, type VibrationDaysRequest, vibrationDays } from './vibration-days';

/** vibrationDays in the vibration-days worker (on the main thread where there is none). */
export const vibrationDaysTask = workerTask<VibrationDaysRequest, VibrationDaysAnswer | null>(
  () =>
    new Worker(new URL('../workers/vibration-days.worker.ts', import.meta.url), {
      type: 'module',
      name: 'vibration-days',
    }),
  vibrationDays,
  // A week of samples: copied a slice per task, not cloned in one long task.
  { sliced: true },
);
