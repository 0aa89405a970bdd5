// Checks of an assessment's input; each failure names the field (e.g. "components[2].ax").
import { VibrationError } from './errors.ts';
import { FACTOR_MAX, FACTOR_MIN } from './limits.ts';
import type { VibrationAssessmentInput } from './types.ts';

/** Accelerations above this are not a human exposure but a broken sensor (AxPro range 0–1000 m/s²). */
const MAX_ACCELERATION = 1000;
/** A day has 1440 minutes. */
const MAX_MINUTES = 1440;

function acceleration(field: string, value: number, max = MAX_ACCELERATION): void {
  if (!Number.isFinite(value)) throw new VibrationError('vibration:errors.notANumber', { field });
  if (value < 0) throw new VibrationError('vibration:errors.negative', { field, value });
  if (value > max) throw new VibrationError('vibration:errors.outOfRange', { field, value, min: 0, max });
}

/**
 * A duration in minutes: `positive` ones must be above 0 (a workday, a VDV sample), the others may be
 * 0. The message states the range in words ("more than 0"), never an internal bound such as the
 * smallest double (which printed as 5e-324).
 */
function duration(field: string, value: number, bound: 'positive' | 'fromZero'): void {
  if (!Number.isFinite(value)) throw new VibrationError('vibration:errors.notANumber', { field });
  const low = bound === 'positive' ? value <= 0 : value < 0;
  if (low || value > MAX_MINUTES)
    throw new VibrationError(
      bound === 'positive' ? 'vibration:durationRanges.positive' : 'vibration:durationRanges.fromZero',
      { field, value, max: MAX_MINUTES },
    );
}

export function validateAssessmentInput(input: VibrationAssessmentInput): void {
  if (input.evaluation !== 'hand-arm' && input.evaluation !== 'whole-body')
    throw new VibrationError('vibration:errors.evaluation', {
      field: 'evaluation',
      value: String(input.evaluation),
    });
  duration('workdayMin', input.workdayMin, 'positive');
  if (input.components.length === 0)
    throw new VibrationError('vibration:errors.noComponents', { field: 'components' });
  let total = 0;
  input.components.forEach((c, i) => {
    const at = `components[${i}]`;
    duration(`${at}.minutes`, c.minutes, 'fromZero');
    const n = c.repetitions ?? 1;
    if (!Number.isInteger(n) || n < 1 || n > 1000)
      throw new VibrationError('vibration:errors.outOfRange', {
        field: `${at}.repetitions`,
        value: n,
        min: 1,
        max: 1000,
      });
    const factor = c.factor ?? 1;
    if (!Number.isFinite(factor))
      throw new VibrationError('vibration:errors.notANumber', { field: `${at}.factor` });
    if (factor < FACTOR_MIN || factor > FACTOR_MAX)
      throw new VibrationError('vibration:errors.factor', {
        field: `${at}.factor`,
        value: factor,
        min: FACTOR_MIN,
        max: FACTOR_MAX,
      });
    if (c.axes) {
      acceleration(`${at}.ax`, c.axes.x);
      acceleration(`${at}.ay`, c.axes.y);
      acceleration(`${at}.az`, c.axes.z);
    } else if (c.amr !== undefined) acceleration(`${at}.amr`, c.amr);
    else throw new VibrationError('vibration:errors.noAcceleration', { field: at });
    if (c.crestFactor !== undefined) acceleration(`${at}.crestFactor`, c.crestFactor);
    total += n * c.minutes;
  });
  // NHO-09/NHO-10 §5: the components are parts of the workday, so together they cannot exceed it.
  if (total > input.workdayMin + 1e-9)
    throw new VibrationError('vibration:errors.workdayTooShort', {
      field: 'workdayMin',
      workday: input.workdayMin,
      components: Math.round(total * 100) / 100,
    });
  (input.vdv ?? []).forEach((v, i) => {
    const at = input.vdv && input.vdv.length === 1 ? 'vdv' : `vdv[${i}]`;
    acceleration(`${at}.x`, v.x, 1e5);
    acceleration(`${at}.y`, v.y, 1e5);
    acceleration(`${at}.z`, v.z, 1e5);
    duration(`${at}.sampleMin`, v.sampleMin, 'positive');
    duration(`${at}.exposureMin`, v.exposureMin, 'fromZero');
    if (v.exposureMin > input.workdayMin + 1e-9)
      throw new VibrationError('vibration:errors.workdayTooShort', {
        field: `${at}.exposureMin`,
        workday: input.workdayMin,
        components: v.exposureMin,
      });
  });
}
