import type { VibrationComponentData } from '@ohp/contracts';
import type { VibrationSeries } from '@ohp/devices/readings';
import { summariseIntervals } from '@ohp/exposure';

// A component cut from a period of an AxPro record (SPEC §3): amj per axis over the period (energy
// mean of its intervals, NHO-09/NHO-10 §4), VDV from the fourth-power sums where the record has
// them, the crest factor from the peaks. SPEC §5: the exit time cannot pass the last record.

export interface Period {
  /** Offsets from the record start, s: the first interval in, the end (exclusive). */
  fromS: number;
  toS: number;
}

export type PeriodResult =
  | { ok: true; data: VibrationComponentData }
  | { ok: false; key: 'vibration:web.component.exitTooLate' | 'vibration:web.component.emptyPeriod' };

const pad = (n: number) => String(n).padStart(2, '0');
/**
 * Wall-clock HH:mm of `seconds` after a yyyy-MM-ddTHH:mm:ss start (device local time): the form's
 * times are HH:mm like every time field; the figures come from the period's samples, not from it.
 */
function clockAfter(start: string, seconds: number): { date: string; time: string } {
  const t = new Date(Date.parse(`${start}Z`) + seconds * 1000);
  return {
    date: t.toISOString().slice(0, 10),
    time: `${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}`,
  };
}

export function componentFromPeriod(
  series: VibrationSeries,
  period: Period,
  options: { exposureMin: number; samples: number; factor: number },
): PeriodResult {
  const last = (series.offsets[series.offsets.length - 1] ?? 0) + series.intervalS;
  if (period.toS > last) return { ok: false, key: 'vibration:web.component.exitTooLate' };
  let from = 0;
  while (from < series.offsets.length && (series.offsets[from] as number) < period.fromS) from++;
  let to = from;
  while (to < series.offsets.length && (series.offsets[to] as number) < period.toS) to++;
  if (to <= from) return { ok: false, key: 'vibration:web.component.emptyPeriod' };
  const axis = (k: 'x' | 'y' | 'z') =>
    summariseIntervals({
      rms: series[k].subarray(from, to),
      fourthPower: series.fourthPower?.[k].subarray(from, to),
      peak: series.peak?.[k].subarray(from, to),
    });
  const x = axis('x');
  const y = axis('y');
  const z = axis('z');
  const wholeBody = series.evaluation === 'whole-body';
  const start = clockAfter(series.start, series.offsets[from] as number);
  const end = clockAfter(series.start, (series.offsets[to - 1] as number) + series.intervalS);
  const minutes = Math.round(options.exposureMin);
  const crests = [x.crestFactor, y.crestFactor, z.crestFactor].filter((c): c is number => c !== null);
  return {
    ok: true,
    data: {
      date: start.date,
      startTime: start.time,
      endTime: end.time,
      exposureTime: `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`,
      samples: options.samples,
      axes: { x: x.rms, y: y.rms, z: z.rms },
      filters: wholeBody ? { x: 'wd', y: 'wd', z: 'wk' } : { x: 'wh', y: 'wh', z: 'wh' },
      factor: options.factor,
      evaluationType: wholeBody ? 'wholeBody' : series.evaluation === 'hand-arm' ? 'handArm' : 'none',
      vdv: x.vdv !== null && y.vdv !== null && z.vdv !== null ? { x: x.vdv, y: y.vdv, z: z.vdv } : null,
      crestFactor: crests.length ? Math.max(...crests) : null,
    },
  };
}
