// Computes a week-long noise record's day-by-day results off the main thread (seven days at 1 s
// are 604,800 intervals per norm).
import { answerTasks } from '../../../lib/worker-task';
import { noiseDays } from '../lib/noise-days';

answerTasks(noiseDays);
