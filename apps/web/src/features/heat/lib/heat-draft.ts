import type { HeatReportOptions } from './report-state';
import { heatStateToSave, readSavedHeatState } from './saved-state';

// The heat screen's working state kept across a reload (DomainViewerProps.draft): the options
// with the components, the mode (also when not chosen yet) and the report form as typed. The
// options are read back through the saved state's schema; the typed fields as plain strings.

export interface HeatDraft {
  options: HeatReportOptions;
  form: Record<string, string>;
}

export function toHeatDraft(options: HeatReportOptions, form: Readonly<Record<string, string>>): unknown {
  return { mode: options.mode, state: heatStateToSave(options, null), form: { ...form } };
}

/** The kept draft, or undefined when there is none (or nothing readable). */
export function readHeatDraft(value: unknown): HeatDraft | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const v = value as { mode?: unknown; state?: unknown; form?: unknown };
  const options = readSavedHeatState(v.state).options;
  const mode = v.mode === 'normal' || v.mode === 'component' ? v.mode : null;
  const typed = (v.form && typeof v.form === 'object' ? v.form : {}) as Record<string, unknown>;
  const form: Record<string, string> = {};
  for (const [key, text] of Object.entries(typed))
    if (typeof text === 'string' && text.length <= 10_000) form[key] = text;
  return { options: { ...options, mode }, form };
}
