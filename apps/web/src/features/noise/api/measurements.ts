import type { NoiseReportForm } from '@ohp/reports';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { prepareNoiseFileReader, readNoiseFile } from '../lib/read-noise-file';

// The measurements API (apps/server/src/features/measurements): a saved device file with its
// metadata and viewer state, and the PDF reports made from it. Everything in `{ data }`.

export type MeasurementFamily = 'dosimeter-v1' | 'dosimeter-v2';
export type NormChoice = 'nr15' | 'nho01' | 'both';

export interface SavedClipping {
  startMs: number;
  endMs: number;
  kind: 'clip' | 'pause';
  observation: string;
}

/** What the viewer keeps with a saved measurement, restored when it is reopened. */
export interface MeasurementState {
  clippings?: SavedClipping[];
  /** The validated report form (saving needs a valid form: the PDF is made and saved with it). */
  reportForm?: NoiseReportForm;
  preset?: NormChoice;
}

export interface Measurement {
  id: string;
  family: MeasurementFamily;
  fileName: string;
  description: string;
  serialNumber: string | null;
  size: number;
  state: MeasurementState | null;
  createdAt: string;
  updatedAt: string;
}

export interface MeasurementReport {
  id: string;
  title: string;
  size: number;
  createdAt: string;
}

export type MeasurementSort = 'createdAt' | '-createdAt' | 'description' | '-description';

export interface ListQuery {
  family: MeasurementFamily;
  search?: string;
  sort?: MeasurementSort;
}

const base = '/measurements';

export const measurementKeys = {
  all: ['measurements'] as const,
  list: (q: ListQuery) => ['measurements', 'list', q.family, q.search ?? '', q.sort ?? '-createdAt'] as const,
  one: (id: string) => ['measurements', 'one', id] as const,
  file: (id: string) => ['measurements', 'file', id] as const,
  reports: (id: string) => ['measurements', 'reports', id] as const,
};

export function listMeasurements(q: ListQuery): Promise<Measurement[]> {
  return api.get<Measurement[]>(base, {
    query: { family: q.family, search: q.search?.trim() || undefined, sort: q.sort ?? '-createdAt' },
  });
}

export function getMeasurement(id: string): Promise<Measurement> {
  return api.get<Measurement>(`${base}/${encodeURIComponent(id)}`);
}

/** The raw file as saved (device record, DoseMaxV2 file or samples CSV), as a Blob (not decoded). */
export function getMeasurementFileBlob(id: string): Promise<Blob> {
  return api.get<Blob>(`${base}/${encodeURIComponent(id)}/file`, { responseType: 'blob' });
}

/** The raw file as saved, as text. */
export async function getMeasurementFile(id: string): Promise<string> {
  return (await getMeasurementFileBlob(id)).text();
}

export interface CreateMeasurement {
  family: MeasurementFamily;
  fileName: string;
  fileText: string;
  description: string;
  serialNumber?: string | undefined;
  state?: MeasurementState;
}

export function createMeasurement(input: CreateMeasurement): Promise<Measurement> {
  const body = new FormData();
  body.append('family', input.family);
  body.append('fileName', input.fileName);
  body.append('description', input.description);
  if (input.serialNumber) body.append('serialNumber', input.serialNumber);
  if (input.state) body.append('state', JSON.stringify(input.state));
  // Text fields first: a streaming multipart parser sees them before the (large) file.
  body.append('file', new Blob([input.fileText], { type: 'text/plain' }), input.fileName);
  return api.post<Measurement>(base, body);
}

export function updateMeasurement(
  id: string,
  patch: { description?: string; state?: MeasurementState },
): Promise<Measurement> {
  return api.patch<Measurement>(`${base}/${encodeURIComponent(id)}`, patch);
}

export function deleteMeasurement(id: string): Promise<void> {
  return api.delete<void>(`${base}/${encodeURIComponent(id)}`);
}

export function uploadReport(
  id: string,
  title: string,
  pdf: Blob,
  fileName: string,
): Promise<MeasurementReport> {
  const body = new FormData();
  body.append('title', title);
  body.append('file', pdf, fileName);
  return api.post<MeasurementReport>(`${base}/${encodeURIComponent(id)}/reports`, body);
}

export function listReports(id: string): Promise<MeasurementReport[]> {
  return api.get<MeasurementReport[]>(`${base}/${encodeURIComponent(id)}/reports`);
}

export function getReportPdf(id: string, reportId: string): Promise<Blob> {
  return api.get<Blob>(`${base}/${encodeURIComponent(id)}/reports/${encodeURIComponent(reportId)}`, {
    responseType: 'blob',
  });
}

export const measurementsQuery = (q: ListQuery) =>
  queryOptions({
    queryKey: measurementKeys.list(q),
    queryFn: () => listMeasurements(q),
    // Typing in the search keeps the current rows on screen until the new answer arrives.
    placeholderData: keepPreviousData,
  });

export const reportsQuery = (id: string) =>
  queryOptions({ queryKey: measurementKeys.reports(id), queryFn: () => listReports(id) });

/** Performance marks of opening a saved measurement (read by bench/noise/viewer.ts). */
function measureSince(name: string, start: number): void {
  try {
    performance.measure(`ohp-noise:${name}`, { start, end: performance.now() });
  } catch {
    // No User Timing (old browser, some test environments): nothing to record.
  }
}

/**
 * The measurement, its file and the file parsed (loadNoiseFile, in a worker): the viewer needs all
 * three before it can show anything. Parsing here lets the route loader start download and parse
 * while the viewer's code is still loading; the worker starts loading with the download.
 */
export const openMeasurementQuery = (id: string) =>
  queryOptions({
    queryKey: measurementKeys.one(id),
    queryFn: async () => {
      const start = performance.now();
      prepareNoiseFileReader();
      const [measurement, blob] = await Promise.all([getMeasurement(id), getMeasurementFileBlob(id)]);
      measureSince('download', start);
      const parseStart = performance.now();
      const { parsed, text, validDoseMaxV2 } = await readNoiseFile(blob);
      measureSince('parse', parseStart);
      return { measurement, text, parsed, validDoseMaxV2 };
    },
    staleTime: 30_000,
    gcTime: 30_000,
  });
