// Computes the noise viewer's histogram and band spectrum off the main thread (a day of third
// octaves at 1 s is 2.7 million band levels to average).
import { answerTasks } from '../../../lib/worker-task';
import { noiseCharts } from '../lib/noise-charts';

answerTasks(noiseCharts);
