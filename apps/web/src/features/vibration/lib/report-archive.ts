import type { VibrationAssessmentInput } from '@ohp/exposure';
import type { ReportEvidence } from '@ohp/reports/archive';
import type { VibrationReportInput } from '@ohp/reports';
import type { WorkdayComponent } from './workday';

/** What the public verification page names as the norm of a vibration report. */
export const vibrationNormLabel: Record<VibrationAssessmentInput['evaluation'], string> = {
  'hand-arm': 'NR-15 Anexo 8 · NHO 10',
  'whole-body': 'NR-15 Anexo 8 · NHO 09',
};

/**
 * The evidence of a workday report (the AxPro report screen), as every other report carries it
 * (docs/reports.md "Archive format"): the saved measurement's file byte for byte when the report
 * belongs to one, else the components the workday was combined from as the screen read them
 * (`components.json`); and `report-data.json` with the assessment's input and result, the form and
 * the report's view-model.
 */
export function workdayReportEvidence(o: {
  source?: { fileName: string; text: string } | undefined;
  components: readonly WorkdayComponent[];
  workdayMin: number;
  input: VibrationAssessmentInput;
  report: VibrationReportInput;
}): ReportEvidence {
  const raw = o.source
    ? { fileName: o.source.fileName, bytes: new TextEncoder().encode(o.source.text) }
    : {
        fileName: 'components.json',
        bytes: new TextEncoder().encode(JSON.stringify(o.components, null, 2)),
        mediaType: 'application/json',
      };
  return {
    raw,
    data: {
      format: 'ohp-report-data',
      version: 1,
      domain: 'vibration',
      workdayMin: o.workdayMin,
      assessment: { input: o.input, result: o.report.result },
      report: o.report,
    },
  };
}
