import type { Co2proReportFields } from '@ohp/contracts';
import type { Co2Reading } from '@ohp/devices';
import { type Co2ExposureResult, type Co2Options, computeCo2ExposureByDay } from '@ohp/exposure';
import type { Language } from '@ohp/i18n';
import { buildCo2Report, co2ReportDays, co2ReportInputFrom } from '@ohp/reports';
import { fetchCompanyLogoDataUrl } from '../../../lib/report/company-logo';
import { renderPdfInBrowser } from '../../../lib/report/render-pdf-browser';

// The CO2 report of the screen: the same view model and PDF builder as `ohp report co2`
// (@ohp/reports co2), rendered by pdfmake in the browser, with the user's company logo.

export interface Co2PdfArgs {
  language: Language;
  reading: Co2Reading;
  /** The whole record's figures under `options`. */
  result: Co2ExposureResult;
  /** What `result` was computed with: a record longer than a day is reported day by day under them. */
  options: Co2Options;
  fields: Co2proReportFields & { evaluatorRegistration?: string; technicalConsiderations?: string };
  serialNumber?: string | undefined;
  /** The file the reading came from, attached to the PDF/A byte for byte (docs/reports.md). */
  raw?: { fileName: string; text: string } | undefined;
}

export async function buildCo2Pdf(args: Co2PdfArgs): Promise<Blob> {
  const { reading, fields } = args;
  const logo = await fetchCompanyLogoDataUrl();
  // Longer than a day: the result reported is the worst day's and the report lists every day, as
  // `ohp report co2` writes it (the screen shows the whole record and the days table).
  const byDay = computeCo2ExposureByDay(reading.series, args.options);
  const result = byDay?.days[byDay.worst]?.result ?? args.result;
  const input = co2ReportInputFrom({
    language: args.language,
    generatedAt: new Date(),
    ...(logo ? { logoDataUrl: logo } : {}),
    norm: fields.norm,
    fields,
    instrument: {
      model: reading.model,
      serialNumber: reading.record?.serialNumber ?? args.serialNumber ?? fields.serialNumber,
      firmware: reading.record?.firmware,
      source: reading.source,
    },
    series: reading.series,
    result,
  });
  if (byDay) input.days = co2ReportDays(args.language, byDay);
  return renderPdfInBrowser(buildCo2Report(input), {
    language: args.language,
    ...(args.raw
      ? {
          evidence: {
            raw: { fileName: args.raw.fileName, bytes: new TextEncoder().encode(args.raw.text) },
            data: {
              format: 'ohp-report-data',
              version: 1,
              domain: 'co2',
              result,
              fields,
              report: input,
            },
          },
        }
      : {}),
  });
}

/** File name of the PDF: "CO2 <description or file> <yyyy-mm-dd>.pdf", safe characters only. */
export function co2PdfFileName(name: string, date = new Date()): string {
  const day = date.toISOString().slice(0, 10);
  const safe = `CO2 ${name} ${day}`
    .replace(/[^\w .-]+/g, '_')
    .trim()
    .slice(0, 120);
  return `${safe}.pdf`;
}
