import { domainInstrumentName } from '@ohp/devices';
import type { VibrationAssessment, VibrationAssessmentInput } from '@ohp/exposure';
import type { Language } from '@ohp/i18n';
import type { VibrationReportForm, VibrationReportInput } from '@ohp/reports';

/**
 * The PDF builder's input for a workday of components (source "components as entered"). `charts`:
 * those of the saved reading the report belongs to (reportChartsOf); typed components alone have
 * nothing measured to draw.
 */
export function workdayReportInput(o: {
  language: Language;
  input: VibrationAssessmentInput;
  result: VibrationAssessment;
  form: VibrationReportForm;
  logoDataUrl: string | undefined;
  charts?: VibrationReportInput['charts'] | undefined;
}): VibrationReportInput {
  return {
    language: o.language,
    generatedAt: new Date(),
    ...(o.logoDataUrl ? { logoDataUrl: o.logoDataUrl } : {}),
    instrument: { model: domainInstrumentName('vibration') },
    source: { kind: 'input' },
    components: o.input.components,
    result: o.result,
    charts: o.charts ?? {},
    form: { ...o.form, componentNames: o.input.components.map((c) => c.description ?? '') },
  };
}
