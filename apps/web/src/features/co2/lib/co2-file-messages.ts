import type { Co2Series, Co2ExposureResult } from '@ohp/exposure';
import type { ReadingResult } from '@ohp/devices/readings';
import type { Co2ViewerOptions } from './co2-exposure';

// What the CO2 worker is asked and answers: a saved file (GET co2pro/file's answer, its JSON
// parsed there too) to read, or the figures of a reading for the viewer's options.

export type Co2WorkerInput =
  | { kind: 'read'; answer: Blob }
  | { kind: 'analyse'; series: Co2Series; options: Co2ViewerOptions };

export type Co2WorkerAnswer =
  | { kind: 'read'; read: ReadingResult; text: string }
  | { kind: 'analyse'; result: Co2ExposureResult };
