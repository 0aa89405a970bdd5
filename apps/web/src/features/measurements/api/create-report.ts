import type { MeasurementReport } from '@ohp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { measurementsKey } from './get-measurements';

// POST /api/measurements/{id}/reports (multipart): a PDF report made from the measurement.

export interface CreateReportInput {
  measurementId: string;
  title: string;
  pdf: Blob;
  fileName: string;
}

export function createReport(input: CreateReportInput): Promise<MeasurementReport> {
  const body = new FormData();
  body.append('title', input.title);
  body.append('file', input.pdf, input.fileName);
  return api.post<MeasurementReport>(
    `/measurements/${encodeURIComponent(input.measurementId)}/reports`,
    body,
  );
}

export function useCreateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: measurementsKey }),
  });
}
