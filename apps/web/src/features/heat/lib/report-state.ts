import type { HeatComponentData } from '@ohp/contracts';
import type { HeatNorm, HeatSeries, RestPlace, Workload } from '@ohp/exposure';

// The heat report screen's options and its flow rules (SPEC §4, docs/web-heat.md), as pure
// functions the screen calls and the tests check: the mode comes first; a norm change clears the
// components (after the user confirms); NR-15 1978 with rest at the place takes one component only;
// a component cannot leave after the last record ('Component exit time too late', SPEC §8).

/** normal: one heat source, the critical hour found in the record; component: several situations. */
export type HeatMode = 'normal' | 'component';

export type ClothingKey =
  | 'workUniform'
  | 'clothCoveralls'
  | 'smsPolypropylene'
  | 'polyolefin'
  | 'doubleLayer'
  | 'vapourApron'
  | 'vapourCoveralls'
  | 'vapourCoverallsOverUniform';

/** One component of the report: its data, and the saved component it came from or was saved as. */
export interface ReportComponent {
  /** Local key of the row. */
  key: string;
  description: string;
  savedId?: string | undefined;
  data: HeatComponentData;
}

export interface HeatReportOptions {
  /** null until the user chooses: nothing else is asked before. */
  mode: HeatMode | null;
  norm: HeatNorm;
  rest: RestPlace;
  /** NR-15 1978, rest at the place: 'auto' = the class of the weighted M. */
  workload: Workload | 'auto';
  hood: boolean;
  /** Sensors outdoors under direct sun: the formula with the dry bulb (NHO-06 eq. 5.2). */
  solarLoad: boolean;
  openSky: boolean;
  clothing: ClothingKey | null;
  /** Normal mode: the activity picked in the norm's table (its key), or null when M was typed. */
  activity: string | null;
  /** Normal mode: M in the norm's unit (kcal/h for 1978, W for 2019). */
  metabolicRate: number | null;
  components: ReportComponent[];
}

export const initialHeatOptions: HeatReportOptions = {
  mode: null,
  norm: 'nr15-2019',
  rest: 'local',
  workload: 'auto',
  hood: false,
  solarLoad: false,
  openSky: false,
  clothing: null,
  activity: null,
  metabolicRate: null,
  components: [],
};

export const metabolicUnitOf = (norm: HeatNorm): 'kcal/h' | 'W' => (norm === 'nr15-1978' ? 'kcal/h' : 'W');

/** The mode is asked first; choosing it again keeps everything else. */
export function chooseMode(options: HeatReportOptions, mode: HeatMode): HeatReportOptions {
  return { ...options, mode };
}

/**
 * A norm change: `confirm` is true when it would clear components (the screen asks first). The
 * applied options have no components and no activity (the tables and the unit of M differ).
 */
export function changeNorm(
  options: HeatReportOptions,
  norm: HeatNorm,
): { confirm: boolean; next: HeatReportOptions } {
  if (norm === options.norm) return { confirm: false, next: options };
  return {
    confirm: options.components.length > 0,
    next: { ...options, norm, components: [], activity: null, metabolicRate: null },
  };
}

/** NR-15 1978 with rest at the place of work judges one situation (Quadro 1): one component only. */
export function maxComponents(options: HeatReportOptions): number {
  return options.norm === 'nr15-1978' && options.rest === 'local' ? 1 : Number.POSITIVE_INFINITY;
}

export function canAddComponent(options: HeatReportOptions): boolean {
  return options.mode === 'component' && options.components.length < maxComponents(options);
}

export type ComponentRefusal = { key: string; values: Record<string, string | number> };

/** Adds a component, or says why not (translation key of the heat namespace). */
export function addComponent(
  options: HeatReportOptions,
  component: ReportComponent,
): { ok: true; next: HeatReportOptions } | { ok: false; reason: ComponentRefusal } {
  if (options.mode !== 'component')
    return { ok: false, reason: { key: 'heat:component.modeFirst', values: {} } };
  if (!canAddComponent(options)) return { ok: false, reason: { key: 'heat:component.onlyOne', values: {} } };
  if (component.data.metabolicUnit !== metabolicUnitOf(options.norm))
    return { ok: false, reason: { key: 'heat:component.otherNorm', values: {} } };
  const minutes = options.components.reduce((a, c) => a + c.data.minutes, 0) + component.data.minutes;
  if (minutes > 60 + 1e-9)
    return {
      ok: false,
      reason: { key: 'heat:component.moreThan60', values: { minutes: Math.round(minutes) } },
    };
  return { ok: true, next: { ...options, components: [...options.components, component] } };
}

export function removeComponent(options: HeatReportOptions, key: string): HeatReportOptions {
  return { ...options, components: options.components.filter((c) => c.key !== key) };
}

/** Time of the end of the last record (ms on the series' time base). */
export function lastRecordMs(series: HeatSeries): number {
  return series.startMs + series.tg.length * series.intervalS * 1000;
}

/**
 * Checks a period cut from the record: entry before exit, inside the record, at most 60 min
 * (a component is part of the critical hour). Exit after the last record: 'Component exit time too late'.
 */
export function checkPeriod(series: HeatSeries, startMs: number, endMs: number): ComponentRefusal | null {
  if (!Number.isFinite(startMs) || !Number.isFinite(endMs) || endMs <= startMs)
    return { key: 'heat:component.periodEmpty', values: {} };
  if (endMs > lastRecordMs(series)) return { key: 'heat:component.exitTooLate', values: {} };
  if (startMs < series.startMs) return { key: 'heat:component.entryTooEarly', values: {} };
  if (endMs - startMs > 60 * 60000 + 1e-6)
    return { key: 'heat:component.tooLong', values: { minutes: Math.round((endMs - startMs) / 60000) } };
  return null;
}

/** Mean of the valid samples of the period [startMs, endMs). */
function meanOver(values: ArrayLike<number>, from: number, to: number): number | undefined {
  let sum = 0;
  let n = 0;
  for (let i = from; i < to; i++) {
    const v = values[i] as number;
    if (!Number.isNaN(v)) {
      sum += v;
      n++;
    }
  }
  return n > 0 ? sum / n : undefined;
}

const r2 = (v: number | undefined) => (v === undefined ? undefined : Math.round(v * 100) / 100);

/**
 * A component's data from a period of the record: the mean tg, tbn and tbs of its samples (°C), its
 * length in minutes, the activity. Refused as checkPeriod says, or when the period has no data.
 */
export function componentFromPeriod(
  series: HeatSeries,
  period: { startMs: number; endMs: number },
  activity: { metabolicRate: number; unit: 'kcal/h' | 'W'; key?: string | undefined; solarLoad: boolean },
): { ok: true; data: HeatComponentData } | { ok: false; reason: ComponentRefusal } {
  const bad = checkPeriod(series, period.startMs, period.endMs);
  if (bad) return { ok: false, reason: bad };
  const step = series.intervalS * 1000;
  const from = Math.max(0, Math.floor((period.startMs - series.startMs) / step));
  const to = Math.min(series.tg.length, Math.ceil((period.endMs - series.startMs) / step));
  const tg = meanOver(series.tg, from, to);
  const tbn = meanOver(series.tbn, from, to);
  if (tg === undefined || tbn === undefined)
    return { ok: false, reason: { key: 'heat:component.noData', values: {} } };
  const tbs = series.tbs ? meanOver(series.tbs, from, to) : undefined;
  const solarLoad = activity.solarLoad && tbs !== undefined;
  return {
    ok: true,
    data: {
      minutes: Math.round(((period.endMs - period.startMs) / 60000) * 100) / 100,
      tg: r2(tg),
      tbn: r2(tbn),
      ...(tbs === undefined ? {} : { tbs: r2(tbs) }),
      solarLoad,
      metabolicRate: activity.metabolicRate,
      metabolicUnit: activity.unit,
      ...(activity.key ? { activity: activity.key } : {}),
      period: { startMs: period.startMs, endMs: period.endMs, timeBase: series.timeBase },
    },
  };
}
