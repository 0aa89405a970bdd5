import type { VibrationAssessment, VibrationAssessmentInput } from '@ohp/exposure';
import type { Language } from '@ohp/i18n';
import type { VibrationReportForm, VibrationReportInput } from '@ohp/reports';

/** The PDF builder's input for a workday of components (source "components as entered"). */
export function workdayReportInput(o: {
  language: Language;
  input: VibrationAssessmentInput;
  result: VibrationAssessment;
  form: VibrationReportForm;
  logoDataUrl: string | undefined;
}): VibrationReportInput {
  return {
    language: o.language,
    generatedAt: new Date(),
    ...(o.logoDataUrl ? { logoDataUrl: o.logoDataUrl } : {}),
    instrument: { model: 'AxPro' },
    source: { kind: 'input' },
    components: o.input.components,
    result: o.result,
    charts: {},
    form: { ...o.form, componentNames: o.input.components.map((c) => c.description ?? '') },
  };
}
