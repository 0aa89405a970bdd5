// Computes a week-long AxPro record's day-by-day results off the main thread.
import { answerTasks } from '../../../lib/worker-task';
import { vibrationDays } from '../lib/vibration-days';

answerTasks(vibrationDays);
