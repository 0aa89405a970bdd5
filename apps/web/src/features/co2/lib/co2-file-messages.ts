import type { Co2Series, Co2ExposureResult } from '@ohp/exposure';
import type { ReadingResult } from '@ohp/devices/readings';
import type { Co2ViewerOptions } from './co2-exposure';

// What the CO2 worker is asked and answers: a saved file (GET co2pro/file's answer, its JSON
// parsed there too) to read, or the figures of a reading for the viewer's options.

export type Co2WorkerInput =
  /** `keepAs`: the id under which the worker keeps the series it read, for the figures asked next. */
  | { kind: 'read'; answer: Blob; keepAs: number }
  /** The series itself, or only the id of one the worker kept (copying a week's series costs). */
  | { kind: 'analyse'; seriesId: number; series?: Co2Series | undefined; options: Co2ViewerOptions };

export type Co2WorkerAnswer =
  | { kind: 'read'; read: ReadingResult; text: string }
  /** null: no series sent and none kept under its id (ask again with the series). */
  | { kind: 'analyse'; result: Co2ExposureResult | null };
