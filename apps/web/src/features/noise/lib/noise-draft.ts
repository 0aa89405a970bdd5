import { emptyFormValues, type NoiseReportFormValues } from './report-form-values';
import { type NormChoice, readSavedState, type SavedClipping } from './saved-state';

// The noise viewer's working state kept across a reload (DomainViewerProps.draft): the clippings,
// the norm choices and the report form as typed (strings, valid or not yet: a half-typed date is
// work too). Read back defensively: whatever does not fit is left at its default.

export interface NoiseDraft {
  clippings: SavedClipping[];
  preset: NormChoice | undefined;
  useDeviceCriteria: boolean | undefined;
  form: NoiseReportFormValues;
}

export function toNoiseDraft(draft: NoiseDraft): unknown {
  return { ...draft, clippings: draft.clippings.map((c) => ({ ...c })), form: { ...draft.form } };
}

/** The draft kept for this reading, or undefined when there is none (or nothing readable). */
export function readNoiseDraft(value: unknown): NoiseDraft | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const v = value as Record<string, unknown>;
  // Clippings and preset have the saved state's shape: its schema checks them.
  const saved = readSavedState({ clippings: v.clippings, preset: v.preset });
  const typed = (v.form ?? {}) as Record<string, unknown>;
  const form = { ...emptyFormValues };
  for (const key of Object.keys(form) as (keyof NoiseReportFormValues)[]) {
    const text = typed[key];
    if (typeof text === 'string' && text.length <= 10_000) (form as Record<string, string>)[key] = text;
  }
  if (!['', 'shell', 'molded', 'pre_molded'].includes(form.protectorType)) form.protectorType = '';
  return {
    clippings: saved.clippings,
    preset: saved.preset,
    useDeviceCriteria: typeof v.useDeviceCriteria === 'boolean' ? v.useDeviceCriteria : undefined,
    form,
  };
}
