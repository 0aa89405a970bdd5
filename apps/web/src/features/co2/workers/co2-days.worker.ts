// Computes a week-long CO2 record's day-by-day results off the main thread.
import { answerTasks } from '../../../lib/worker-task';
import { co2Days } from '../lib/co2-days';

answerTasks(co2Days);
