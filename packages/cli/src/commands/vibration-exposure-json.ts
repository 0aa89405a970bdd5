// `exposure.json` of `ohp analyze vibration --input` (docs/cli.md): components typed in by hand.
import {
  minutes,
  ms2,
  ms175,
  type VdvSample,
  type VibrationAssessmentInput,
  type VibrationComponent,
  VibrationError,
} from '@ohp/exposure';

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function number(obj: Json, key: string, field: string): number;
function number(obj: Json, key: string, field: string, optional: true): number | undefined;
function number(obj: Json, key: string, field: string, optional = false): number | undefined {
  const v = obj[key];
  if (v === undefined || v === null) {
    if (optional) return undefined;
    throw new VibrationError('vibration:errors.required', { field });
  }
  if (typeof v !== 'number' || !Number.isFinite(v))
    throw new VibrationError('vibration:errors.notANumber', { field });
  return v;
}

function object(v: unknown, field: string): Json {
  if (!isObject(v)) throw new VibrationError('vibration:errors.notAnObject', { field });
  return v;
}

function component(raw: unknown, i: number): VibrationComponent {
  const at = `components[${i}]`;
  const c = object(raw, at);
  const out: VibrationComponent = { minutes: minutes(number(c, 'minutes', `${at}.minutes`)) };
  const repetitions = number(c, 'repetitions', `${at}.repetitions`, true);
  if (repetitions !== undefined) out.repetitions = repetitions;
  const factor = number(c, 'factor', `${at}.factor`, true);
  if (factor !== undefined) out.factor = factor;
  const crest = number(c, 'crestFactor', `${at}.crestFactor`, true);
  if (crest !== undefined) out.crestFactor = crest;
  if (typeof c.description === 'string') out.description = c.description.slice(0, 140);
  // An amr is used as given (issue 11); otherwise the three per-axis values are required.
  if (c.amr !== undefined && c.ax === undefined && c.ay === undefined && c.az === undefined)
    out.amr = ms2(number(c, 'amr', `${at}.amr`));
  else
    out.axes = {
      x: ms2(number(c, 'ax', `${at}.ax`)),
      y: ms2(number(c, 'ay', `${at}.ay`)),
      z: ms2(number(c, 'az', `${at}.az`)),
    };
  return out;
}

function vdvSample(raw: unknown, field: string): VdvSample {
  const v = object(raw, field);
  return {
    x: ms175(number(v, 'x', `${field}.x`)),
    y: ms175(number(v, 'y', `${field}.y`)),
    z: ms175(number(v, 'z', `${field}.z`)),
    sampleMin: minutes(number(v, 'sampleMin', `${field}.sampleMin`)),
    exposureMin: minutes(number(v, 'exposureMin', `${field}.exposureMin`)),
  };
}

/** Reads the parsed JSON into an assessment input; VibrationError names the field on any problem. */
export function exposureInputOf(raw: unknown): VibrationAssessmentInput {
  const root = object(raw, '(root)');
  const evaluation = root.evaluation;
  if (evaluation === undefined)
    throw new VibrationError('vibration:errors.required', { field: 'evaluation' });
  if (evaluation !== 'hand-arm' && evaluation !== 'whole-body')
    throw new VibrationError('vibration:errors.evaluation', {
      field: 'evaluation',
      value: String(evaluation),
    });
  const list = root.components;
  if (list === undefined) throw new VibrationError('vibration:errors.required', { field: 'components' });
  if (!Array.isArray(list)) throw new VibrationError('vibration:errors.notAList', { field: 'components' });
  const input: VibrationAssessmentInput = {
    evaluation,
    workdayMin: minutes(number(root, 'workdayMin', 'workdayMin')),
    components: list.slice(0, 1000).map(component),
  };
  if (root.vdv !== undefined && root.vdv !== null)
    input.vdv = Array.isArray(root.vdv)
      ? root.vdv.slice(0, 1000).map((v, i) => vdvSample(v, `vdv[${i}]`))
      : [vdvSample(root.vdv, 'vdv')];
  return input;
}
