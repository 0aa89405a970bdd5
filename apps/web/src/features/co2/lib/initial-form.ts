import type { Measurement } from '@ohp/contracts';
import type { Co2Reading } from '@ohp/devices';
import type { Co2ViewerOptions } from './co2-exposure';
import { checkCo2Form, co2FormValues, type Co2FormValues } from './report-form-values';

// The CO2 viewer's report form as it opens, and the figures' options it gives: one function for the
// viewer and for the figures asked of the worker as soon as a saved file is read (so the viewer
// finds them computed, not asked after its first render).

/** The form as it opens: the draft kept across a reload, else the saved report form and defaults. */
export function initialCo2FormValues(
  reading: Co2Reading,
  fileName: string,
  measurement: Measurement | undefined,
  kept?: unknown,
): Co2FormValues {
  if (kept && typeof kept === 'object') return co2FormValues(kept as Record<string, unknown>);
  const state = measurement?.state as
    | { reportForm?: Record<string, unknown>; userDeviceId?: unknown }
    | undefined;
  return co2FormValues(
    { ...state?.reportForm, userDeviceId: state?.userDeviceId ?? undefined },
    {
      description: measurement?.description ?? fileName.replace(/\.[^.]+$/, ''),
      ...(state?.reportForm?.serialNumber || !reading.record
        ? {}
        : { serialNumber: reading.record.serialNumber }),
    },
  );
}

/** The figures' options of a form: its workday and projection once valid, and its season. */
export function co2OptionsOfForm(values: Co2FormValues): Co2ViewerOptions {
  const checked = checkCo2Form(values);
  const report = checked.ok ? checked.report : undefined;
  return {
    workdayMin: report?.journeyTime,
    notProject: report?.notProject ?? values.notProject,
    season: values.season,
  };
}
