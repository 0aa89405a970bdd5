import type { VibrationEvaluation } from '@ohp/exposure';

// The axis viewer's working state kept across a reload (DomainViewerProps.draft): the evaluation
// chosen for a raw CSV, the description typed for Save, and the period being cut into a component
// (minutes from the record start and the daily exposure). The chart's lines are kept apart, in
// local storage (SPEC §3 chart settings). Read back defensively: a field that does not fit is left
// at its default, never an error.

export interface VibrationPeriodDraft {
  fromMin: number;
  toMin: number;
  exposureMin: number;
}

export interface VibrationDraft {
  evaluation: VibrationEvaluation | undefined;
  /** As typed (also empty or half typed); undefined: the file name, as before any typing. */
  description: string | undefined;
  period: VibrationPeriodDraft | undefined;
}

export function toVibrationDraft(draft: VibrationDraft): unknown {
  return {
    evaluation: draft.evaluation,
    description: draft.description,
    period: draft.period ? { ...draft.period } : undefined,
  };
}

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

function readPeriod(value: unknown): VibrationPeriodDraft | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { fromMin, toMin, exposureMin } = value as Record<string, unknown>;
  if (!finite(fromMin) || !finite(toMin) || !finite(exposureMin)) return undefined;
  return { fromMin, toMin, exposureMin };
}

/** The kept draft, or undefined when there is none (or nothing readable). */
export function readVibrationDraft(value: unknown): VibrationDraft | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const v = value as Record<string, unknown>;
  const evaluation = v.evaluation === 'hand-arm' || v.evaluation === 'whole-body' ? v.evaluation : undefined;
  // The Save field allows 140 characters.
  const description = typeof v.description === 'string' ? v.description.slice(0, 140) : undefined;
  return { evaluation, description, period: readPeriod(v.period) };
}
