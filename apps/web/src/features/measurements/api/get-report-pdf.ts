import { api } from '../../../lib/api-client';

// GET /api/measurements/{id}/reports/{reportId}: one saved PDF, downloaded on demand (not cached).

export function getReportPdf(measurementId: string, reportId: string): Promise<Blob> {
  return api.get<Blob>(
    `/measurements/${encodeURIComponent(measurementId)}/reports/${encodeURIComponent(reportId)}`,
    { responseType: 'blob' },
  );
}
