import type { VibrationComponentData } from '@ohp/contracts';
import {
  assessVibration,
  isVibrationError,
  ms2,
  ms175,
  minutes,
  type VibrationAssessment,
  type VibrationAssessmentInput,
  type VibrationEvaluation,
} from '@ohp/exposure';

// The report screen's workday (SPEC §2 /device/ax-pro): the chosen components, each with its
// exposure time and repetitions, combined by assessVibration (NHO-09 / NHO-10 §5). Pure, so the
// results update as the components change.

export interface WorkdayComponent {
  description: string;
  data: VibrationComponentData;
}

export type WorkdayResult =
  | { ok: true; input: VibrationAssessmentInput; result: VibrationAssessment }
  | { ok: false; key: string; values: Record<string, string | number> };

const toMinutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

/** Minutes between two HH:mm[:ss] clock times (across midnight when the end is earlier). */
export function sampleMinutes(start: string, end: string): number {
  const s = start.split(':').map(Number) as [number, number, number?];
  const e = end.split(':').map(Number) as [number, number, number?];
  const a = s[0] * 60 + s[1] + (s[2] ?? 0) / 60;
  const b = e[0] * 60 + e[1] + (e[2] ?? 0) / 60;
  return b > a ? b - a : b + 1440 - a;
}

/** The evaluation of a set of components: the one they name (none/analog leave it to the user). */
export function evaluationOf(
  components: readonly WorkdayComponent[],
): VibrationEvaluation | 'mixed' | undefined {
  const named = new Set(
    components.map((c) => c.data.evaluationType).filter((e) => e === 'handArm' || e === 'wholeBody'),
  );
  if (named.size > 1) return 'mixed';
  const [only] = [...named];
  return only === 'handArm' ? 'hand-arm' : only === 'wholeBody' ? 'whole-body' : undefined;
}

export function assessWorkday(
  components: readonly WorkdayComponent[],
  workdayMin: number,
  evaluation: VibrationEvaluation,
): WorkdayResult {
  if (components.length === 0) return { ok: false, key: 'vibration:web.report.noComponents', values: {} };
  if (evaluationOf(components) === 'mixed')
    return { ok: false, key: 'vibration:web.report.mixed', values: {} };
  const vdv =
    evaluation === 'whole-body'
      ? components.flatMap(({ data }) =>
          data.vdv
            ? [
                {
                  x: ms175(data.vdv.x),
                  y: ms175(data.vdv.y),
                  z: ms175(data.vdv.z),
                  sampleMin: minutes(sampleMinutes(data.startTime, data.endTime)),
                  exposureMin: minutes(toMinutes(data.exposureTime) * data.samples),
                },
              ]
            : [],
        )
      : [];
  const input: VibrationAssessmentInput = {
    evaluation,
    workdayMin: minutes(workdayMin),
    components: components.map(({ description, data }) => ({
      description,
      minutes: minutes(toMinutes(data.exposureTime)),
      repetitions: data.samples,
      axes: { x: ms2(data.axes.x), y: ms2(data.axes.y), z: ms2(data.axes.z) },
      factor: data.factor,
      ...(data.crestFactor ? { crestFactor: data.crestFactor } : {}),
    })),
    ...(vdv.length ? { vdv } : {}),
  };
  try {
    return { ok: true, input, result: assessVibration(input) };
  } catch (error) {
    if (isVibrationError(error)) return { ok: false, key: error.key, values: { ...error.values } };
    throw error;
  }
}
