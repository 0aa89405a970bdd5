import type { Measurement, MeasurementState } from '@ohp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type ReadingText, readingTextOf } from '../../../lib/reading-text';
import { savedReadingFile } from '../../../lib/upload/compressed-reading';
import { measurementsKey } from './get-measurements';

// POST /api/measurements (multipart): the file and its text fields. The server reads the file and
// derives its domain and family; nothing is saved when the file does not read.

export interface CreateMeasurementInput {
  fileName: string;
  fileText: ReadingText;
  description: string;
  serialNumber?: string | undefined;
  state?: MeasurementState | undefined;
}

export async function createMeasurement(input: CreateMeasurementInput): Promise<Measurement> {
  const body = new FormData();
  body.append('fileName', input.fileName);
  body.append('description', input.description);
  if (input.serialNumber) body.append('serialNumber', input.serialNumber);
  if (input.state) body.append('state', JSON.stringify(input.state));
  // Text fields first: a streaming multipart parser sees them before the (large) file, sent
  // compressed (refused here when over the server's limit: lib/upload/compressed-reading.ts).
  body.append('file', await savedReadingFile(await readingTextOf(input.fileText)), input.fileName);
  return api.post<Measurement>('/measurements', body);
}

export function useCreateMeasurement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMeasurement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: measurementsKey }),
  });
}
