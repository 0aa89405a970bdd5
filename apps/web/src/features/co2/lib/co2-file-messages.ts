import type { Co2ExposureResult, Co2Options, Co2Series } from '@ohp/exposure';
import type { ReadingResult } from '@ohp/devices/readings';
import type { Co2DaysAnswer } from './co2-days';
import type { Co2ViewerOptions } from './co2-exposure';

// What the CO2 worker is asked and answers: a saved file (GET co2pro/file's answer, its JSON
// parsed there too) to read, or the figures of a reading for the viewer's options.

export type Co2WorkerInput =
  /** `keepAs`: the id under which the worker keeps the series it read, for the figures asked next. */
  | { kind: 'read'; answer: Blob; keepAs: number }
  /** The series itself, or only the id of one the worker kept (copying a week's series costs). */
  | { kind: 'analyse'; seriesId: number; series?: Co2Series | undefined; options: Co2ViewerOptions }
  /** The day-by-day figures of a kept series (a week's series is not sent again for them). */
  | { kind: 'days'; seriesId: number; options: Co2Options };

export type Co2WorkerAnswer =
  /** The file's text stays in the answer the main thread holds (a 7-day record's is ≈ 14 MB). */
  | { kind: 'read'; read: ReadingResult }
  /** null: no series sent and none kept under its id (ask again with the series). */
  | { kind: 'analyse'; result: Co2ExposureResult | null }
  /** `kept: false`: no series kept under that id (ask the days worker with the series). */
  | { kind: 'days'; kept: boolean; days: Co2DaysAnswer | null };
