import { workerTask } from '../../../lib/worker-task';
import { type NoiseCharts, type NoiseChartsRequest, noiseCharts } from './noise-charts';

/** noiseCharts in the noise-charts worker (on the main thread where there is none). */
export const noiseChartsTask = workerTask<NoiseChartsRequest, NoiseCharts>(
  () =>
    new Worker(new URL('../workers/noise-charts.worker.ts', import.meta.url), {
      type: 'module',
      name: 'noise-charts',
    }),
  noiseCharts,
  // A day of third octaves is 21 MB: copied a slice per task, not cloned in one long task.
  { sliced: true },
);
