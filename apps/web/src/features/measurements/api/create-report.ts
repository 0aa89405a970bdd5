import type { MeasurementReport } from '@ohp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ReportVerificationFields } from '../../../lib/web-domain';
import { measurementsKey } from './get-measurements';

// POST /api/measurements/{id}/reports (multipart): a PDF report made from the measurement.

export interface CreateReportInput {
  measurementId: string;
  title: string;
  pdf: Blob;
  fileName: string;
  /** The verification code printed on the pages and the public facts (docs/reports.md). */
  verification?: ReportVerificationFields | undefined;
}

export function createReport(input: CreateReportInput): Promise<MeasurementReport> {
  const body = new FormData();
  body.append('title', input.title);
  for (const [name, value] of Object.entries(input.verification ?? {})) {
    if (value) body.append(name, value);
  }
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
