// Computes a week-long heat record's critical hour of each day off the main thread.
import { answerTasks } from '../../../lib/worker-task';
import { heatDays } from '../lib/heat-days';

answerTasks(heatDays);
