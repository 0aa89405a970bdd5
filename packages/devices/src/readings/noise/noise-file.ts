import type { NoiseSeries } from '@ohp/exposure';
import type { DosimeterRecord } from '../../families/dosimeter/types.ts';

/** A noise input as the viewer, the reports and the CLI take it: a series, plus the record it came from. */
export interface NoiseFile {
  source: 'record' | 'csv';
  series: NoiseSeries;
  /** The device record, when the file is one (its configuration, summary, serial, audio). */
  record: DosimeterRecord | undefined;
  /** e.g. 'DoseMax V2'; 'CSV' for a samples CSV. */
  model: string;
}

export type NoiseFileResult =
  | { ok: true; data: NoiseFile }
  | { ok: false; reason: { key: string; values: Record<string, string | number> } };

/** A samples CSV starts with a header naming its columns; device files start with a record line. */
export function looksLikeSamplesCsv(text: string): boolean {
  const header = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  return /(^|[;,])\s*"?time"?\s*[;,]/i.test(header) && /(^|[;,])\s*"?laeq"?\s*([;,]|$)/i.test(header);
}
