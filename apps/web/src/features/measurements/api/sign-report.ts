import type { MeasurementReport } from '@ohp/contracts';
import { api } from '../../../lib/api-client';
import { loadSigning } from '../../../lib/report/sign-pdf-browser';
import { getReportPdf } from './get-report-pdf';

// Signing a saved report (docs/reports.md "Signing in the browser"): the certificate is opened and
// the PDF signed here; POST /api/measurements/{id}/reports/{reportId}/signature takes the signed
// file only. The certificate file and its password never leave the browser.

export interface SignReportInput {
  measurementId: string;
  reportId: string;
  /** The .pfx/.p12 file's bytes. */
  certificate: Uint8Array;
  password: string;
  /** Why it is signed (the signature's /Reason), translated. */
  reason: string;
}

export function uploadSignedReport(measurementId: string, reportId: string, pdf: Blob) {
  const body = new FormData();
  body.append('file', pdf, 'signed.pdf');
  return api.post<MeasurementReport>(
    `/measurements/${encodeURIComponent(measurementId)}/reports/${encodeURIComponent(reportId)}/signature`,
    body,
  );
}

/**
 * Opens the certificate first (a wrong password, an expired certificate, a file without its key or
 * not PKCS#12 throw a SigningError before anything is downloaded or sent), then downloads the
 * stored report, signs it and uploads the signed file.
 */
export async function signReport(input: SignReportInput): Promise<MeasurementReport> {
  const { openPkcs12, signPdf } = await loadSigning();
  const identity = openPkcs12(input.certificate, input.password);
  const stored = await getReportPdf(input.measurementId, input.reportId);
  const signed = await signPdf(new Uint8Array(await stored.arrayBuffer()), {
    identity,
    reason: input.reason,
  });
  const pdf = new Blob([signed.pdf as Uint8Array<ArrayBuffer>], { type: 'application/pdf' });
  return uploadSignedReport(input.measurementId, input.reportId, pdf);
}
