// What every reader answers: a Reading (family, domain and the domain's series) or an error naming the line.
import type { DeviceFamily, MeasurementDomain } from '@ohp/contracts/vocabulary';
import type { domainReaders } from './domains.ts';
import type { DomainReader } from './domain-reader.ts';

export interface ReadingBase<D extends MeasurementDomain = MeasurementDomain> {
  domain: D;
  /** The device family that wrote it; undefined for a samples CSV from any instrument. */
  family: DeviceFamily | undefined;
  source: 'record' | 'csv';
  /** e.g. 'DoseMax V2'; 'CSV' for a samples CSV. */
  model: string;
}

/** The one error of the readers: a translation key and its values (`line`: the 1-based line it names). */
export interface ReadingError {
  key: string;
  values: Record<string, string | number>;
}

export type ReadResult<R> = { ok: true; data: R } | { ok: false; reason: ReadingError };

/** Anything the product reads: a device record or a samples CSV, with its family and domain. */
export type Reading = (typeof domainReaders)[MeasurementDomain] extends infer Reader
  ? Reader extends DomainReader<infer R>
    ? R
    : never
  : never;

export type ReadingResult = ReadResult<Reading>;
