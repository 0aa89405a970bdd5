// The AxPro emulator's data: what a grinder (hand-arm) and a forklift seat (whole body) would give.
import { bandCentres, type WeightingName, weightingMagnitude } from '@ohp/exposure';
import { offsetsFor, round } from '../../emulator/data/series.ts';
import { createRandom, gaussian } from '../../emulator/prng.ts';
import {
  type AxisTriple,
  type AxProAxis,
  type AxProRecord,
  type AxProSpectrum,
  axProAxes,
  fmtSignificant,
} from './record.ts';

export interface VibrationGeneratorOptions {
  seed: number;
  serialNumber: string;
  firmware: string;
  start: string;
  durationSeconds: number;
  intervalSeconds: number;
  evaluationType: AxProRecord['evaluationType'];
  /** SPEC §3 advanced configuration: octave band (`entire` = octave) and octave axis; none: no spectrum. */
  bands?: { resolution: 'octave' | 'third'; axis: AxProAxis | 'all' };
}

/** How one kind of machine vibrates; levels are weighted r.m.s., m/s². */
interface Machine {
  weighting: Record<AxProAxis, WeightingName>;
  /** Band ranges of the evaluation (ISO 5349-1 §5 hand-arm, ISO 2631-1 §5 whole body), Hz. */
  range: Record<'octave' | 'third', [number, number]>;
  /** Weighted r.m.s. per axis while working and idle. */
  working: Record<AxProAxis, number>;
  idle: number;
  /** Chance per interval of switching between working and idle. */
  switchChance: number;
  /** Unweighted spectral shape per axis (relative band r.m.s. at a centre frequency). */
  shape: (axis: AxProAxis, f: number) => number;
  /** Chance per working interval of a shock (a pothole, a dropped load) and its crest factor. */
  shockChance: number;
  shockCrest: [number, number];
}

const bump = (f: number, centre: number, widthOctaves: number) =>
  Math.exp(-((Math.log2(f / centre) / widthOctaves) ** 2) / 2);

/** A 125 mm angle grinder at 9 000–11 000 rpm: rotation near 160 Hz and its harmonic, broad noise. */
const grinder: Machine = {
  weighting: { x: 'Wh', y: 'Wh', z: 'Wh' },
  range: { third: [6.3, 1250], octave: [8, 1000] },
  working: { x: 3.2, y: 2.4, z: 4.1 },
  idle: 0.15,
  switchChance: 0.02,
  shape: (axis, f) =>
    0.08 + bump(f, axis === 'z' ? 160 : 180, 0.3) + 0.45 * bump(f, 330, 0.3) + 0.15 * bump(f, 25, 1),
  shockChance: 0,
  shockCrest: [3, 4],
};

/** A forklift seat: suspension near 2–3 Hz, engine near 30 Hz, occasional shocks on the floor joints. */
const forklift: Machine = {
  weighting: { x: 'Wd', y: 'Wd', z: 'Wk' },
  range: { third: [0.5, 80], octave: [1, 63] },
  working: { x: 0.3, y: 0.22, z: 0.55 },
  idle: 0.04,
  switchChance: 0.03,
  shape: (axis, f) =>
    0.05 + bump(f, axis === 'z' ? 3 : 1.8, 0.5) + 0.3 * bump(f, 31.5, 0.35) + 0.1 * bump(f, 10, 1),
  shockChance: 0.01,
  shockCrest: [8, 14],
};

/** Record of a hand-arm tool or of a whole-body seat, per the evaluation type (whole body: the seat). */
export function generateVibration(o: VibrationGeneratorOptions): AxProRecord {
  const machine = o.evaluationType === 'wholeBody' ? forklift : grinder;
  const random = createRandom(o.seed);
  const offsets = offsetsFor(o.durationSeconds, o.intervalSeconds);
  const n = offsets.length;
  const dt = o.intervalSeconds;
  const rms = triple(n);
  const fourthPower = triple(n);
  const peak = triple(n);
  const centres = o.bands
    ? bandCentres(o.bands.resolution, ...machine.range[o.bands.resolution]).map((f) =>
        Number(fmtSignificant(f, 5)),
      )
    : [];
  const carried = o.bands ? (o.bands.axis === 'all' ? axProAxes : [o.bands.axis]) : [];
  const bands: AxProSpectrum['bands'] = {};
  for (const axis of carried) bands[axis] = centres.map(() => new Float64Array(n));
  // Weighted overall of each axis's unit shape: scales the bands so that they give the interval's
  // weighted r.m.s. back (ISO 2631-1 / ISO 5349-1 weighting of band values).
  const shapeGain = Object.fromEntries(
    axProAxes.map((axis) => [
      axis,
      Math.sqrt(
        centres.reduce(
          (s, f) => s + (weightingMagnitude(machine.weighting[axis], f) * machine.shape(axis, f)) ** 2,
          0,
        ),
      ),
    ]),
  ) as Record<AxProAxis, number>;
  let working = false;
  for (let i = 0; i < n; i++) {
    if (random() < machine.switchChance) working = !working;
    const shock = working && random() < machine.shockChance;
    for (const axis of axProAxes) {
      const base = working
        ? machine.working[axis] * (1 + gaussian(random) * 0.12)
        : machine.idle * (1 + random());
      const a = round(Math.max(0.001, base), 3);
      rms[axis][i] = a;
      // Gaussian vibration: E[a⁴] = 3σ⁴, crest about 3.5; a shock raises the kurtosis and the crest.
      const crest = shock
        ? machine.shockCrest[0] + random() * (machine.shockCrest[1] - machine.shockCrest[0])
        : 3 + random() * 0.8;
      const kurtosis = shock ? crest ** 4 / (dt * 8) + 3 : 2.6 + random() * 0.8;
      fourthPower[axis][i] = Number(fmtSignificant(kurtosis * a ** 4 * dt));
      peak[axis][i] = round(a * crest, 3);
      const target = bands[axis];
      if (target) {
        const scale = a / (shapeGain[axis] || 1);
        centres.forEach((f, k) => {
          const v = scale * machine.shape(axis, f) * (1 + gaussian(random) * 0.05);
          (target[k] as Float64Array)[i] = Number(fmtSignificant(Math.max(0, v), 4));
        });
      }
    }
  }
  const record: AxProRecord = {
    kind: 'axPro',
    serialNumber: o.serialNumber,
    firmware: o.firmware,
    start: o.start,
    intervalSeconds: o.intervalSeconds,
    evaluationType: o.evaluationType,
    factor: 1,
    offsets,
    x: rms.x,
    y: rms.y,
    z: rms.z,
    fourthPower,
    peak,
  };
  if (o.bands) {
    record.spectrum = {
      resolution: o.bands.resolution,
      axis: o.bands.axis,
      centres: Float64Array.from(centres),
      bands,
    };
  }
  return record;
}

function triple(n: number): AxisTriple {
  return { x: new Float64Array(n), y: new Float64Array(n), z: new Float64Array(n) };
}
