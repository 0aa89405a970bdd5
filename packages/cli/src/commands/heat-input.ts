// Inputs of `ohp analyze heat` and `ohp report heat`: a record or heat CSV, and/or situation.json.
import { readFile } from 'node:fs/promises';
import { type HeatInput, readHeatInput } from '@ohp/devices';
import {
  assessHeat,
  assessHeatSeries,
  dayStabilisation,
  type HeatActivity,
  heatDayRanges,
  heatLongerThanADay,
  heatSeriesSlice,
  worstDayIndex,
  type HeatAssessment,
  type HeatNorm,
  type HeatSituation,
  type RestPlace,
  type SeriesAssessment,
  type Workload,
  fahrenheit,
  fahrenheitDeltaToCelsius,
  fahrenheitToCelsius,
} from '@ohp/exposure';
import { UsageError } from '../usage-error.ts';
import { refuseOtherDomain } from './file-domain.ts';
import { NoiseInputError } from './noise-input.ts';

/** An input failure carrying its translation key; main.ts prints it with the other input errors. */
export class HeatInputError extends NoiseInputError {}

/** situation.json (issue 10), the situations optional when a record or CSV gives the data. */
export interface HeatOptions {
  norm: HeatNorm;
  rest?: RestPlace;
  workload?: Workload;
  openSkyWithoutArtificialSource: boolean;
  clothingIncrementC: number;
  hood: boolean;
  solarLoad: boolean;
  situations: Named<HeatSituation>[];
  activities: Named<HeatActivity>[];
}

/** A situation or activity with the evaluator's name for it (the report's row label). */
export type Named<T> = T & { name?: string };

/** The optional `name` of a situation or activity: text up to 140 characters. */
function nameOf(field: string, value: unknown): { name?: string } {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'string' || value.trim().length > 140) return bad(`${field}.name`, value);
  return value.trim() ? { name: value.trim() } : {};
}

export interface HeatArgs {
  file: string | undefined;
  input: string | undefined;
  norm: string | undefined;
  metabolicRate: string | undefined;
  workload: string | undefined;
  rest: string | undefined;
  solarLoad: boolean;
  hood: boolean;
}

export interface HeatAnalysis {
  options: HeatOptions;
  assessment: HeatAssessment;
  /** Record mode only. */
  reading?: HeatInput;
  series?: SeriesAssessment;
  /** A record longer than a day: each calendar day's analysis (this analysis is the worst day's). */
  days?: { day: number; date: string | null; analysis: HeatAnalysis }[];
  /** `day` of the worst of `days`. */
  worstDay?: number;
}

const NORMS = ['nr15-1978', 'nr15-2019'] as const;
const RESTS = ['local', 'elsewhere'] as const;
const WORKLOADS = ['light', 'moderate', 'heavy'] as const;

function bad(field: string, value: unknown): never {
  throw new HeatInputError('heat:input.badField', {
    field,
    value: JSON.stringify(value)?.slice(0, 40) ?? 'undefined',
  });
}

function choice<T extends string>(field: string, value: unknown, options: readonly T[]): T | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string' && (options as readonly string[]).includes(value)) return value as T;
  return bad(field, value);
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function num(field: string, value: unknown, optional = false): number | undefined {
  if (value === undefined && optional) return undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  return bad(field, value);
}

function bool(field: string, value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'boolean') return value;
  return bad(field, value);
}

function situationOf(raw: unknown, i: number): Named<HeatSituation> {
  const field = `situations[${i}]`;
  if (!isRecord(raw)) return bad(field, raw);
  const minutes = num(`${field}.minutes`, raw.minutes) as number;
  const name = nameOf(field, raw.name);
  if (raw.ibutg !== undefined) return { ...name, minutes, ibutg: num(`${field}.ibutg`, raw.ibutg) as number };
  const tbs = num(`${field}.tbs`, raw.tbs, true);
  return {
    ...name,
    minutes,
    tbn: num(`${field}.tbn`, raw.tbn) as number,
    tg: num(`${field}.tg`, raw.tg) as number,
    ...(tbs === undefined ? {} : { tbs }),
    solarLoad: bool(`${field}.solarLoad`, raw.solarLoad),
  };
}

function activityOf(raw: unknown, i: number): Named<HeatActivity> {
  const field = `activities[${i}]`;
  if (!isRecord(raw)) return bad(field, raw);
  return {
    ...nameOf(field, raw.name),
    minutes: num(`${field}.minutes`, raw.minutes) as number,
    metabolicRate: num(`${field}.metabolicRate`, raw.metabolicRate) as number,
  };
}

/** Checks the shape of situation.json; values are checked by assessHeat. */
export function parseSituation(raw: unknown): Partial<HeatOptions> {
  if (!isRecord(raw)) return bad('(root)', raw);
  const list = (name: string) => {
    const v = raw[name];
    if (v === undefined) return [];
    if (!Array.isArray(v)) return bad(name, v);
    return v as unknown[];
  };
  return {
    norm: choice('norm', raw.norm, NORMS),
    rest: choice('rest', raw.rest, RESTS),
    workload: choice('workload', raw.workload, WORKLOADS),
    openSkyWithoutArtificialSource: bool(
      'openSkyWithoutArtificialSource',
      raw.openSkyWithoutArtificialSource,
    ),
    // An increment is a difference: °F → °C without the 32 offset.
    clothingIncrementC:
      raw.unit === 'F'
        ? fahrenheitDeltaToCelsius(num('clothingIncrementC', raw.clothingIncrementC ?? 0) as number)
        : num('clothingIncrementC', raw.clothingIncrementC ?? 0),
    hood: bool('hood', raw.hood),
    solarLoad: bool('solarLoad', raw.solarLoad),
    situations: list('situations')
      .map(situationOf)
      .map(toCelsius(choice('unit', raw.unit, UNITS))),
    activities: list('activities').map(activityOf),
  };
}

const UNITS = ['C', 'F'] as const;

/** Temperatures of a situation entered in °F ("unit": "F") are stored in °C. */
function toCelsius(unit: 'C' | 'F' | undefined): (s: Named<HeatSituation>) => Named<HeatSituation> {
  if (unit !== 'F') return (s) => s;
  const c = (f: number) => fahrenheitToCelsius(fahrenheit(f));
  return (s) =>
    'ibutg' in s
      ? { ...s, ibutg: c(s.ibutg) }
      : { ...s, tbn: c(s.tbn), tg: c(s.tg), ...(s.tbs === undefined ? {} : { tbs: c(s.tbs) }) };
}

async function readSituationFile(path: string): Promise<Partial<HeatOptions>> {
  const text = await readFile(path, 'utf8').catch(() => {
    throw new UsageError('cannotRead', { file: path });
  });
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new HeatInputError('heat:input.badFile', {
      file: path,
      reason: error instanceof Error ? error.message.slice(0, 80) : 'JSON',
    });
  }
  return parseSituation(raw);
}

export async function readHeatFile(path: string): Promise<HeatInput> {
  refuseOtherDomain(path, 'heat');
  const bytes = await readFile(path).catch(() => {
    throw new UsageError('cannotRead', { file: path });
  });
  const read = readHeatInput(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  if (!read.ok) throw new HeatInputError(read.reason.key, read.reason.values);
  return read.data;
}

/** The options: situation.json, then the flags over it; the norm defaults to the 2019 text. */
export async function heatOptions(args: HeatArgs, override: Partial<HeatOptions> = {}): Promise<HeatOptions> {
  const fromFile = args.input ? await readSituationFile(args.input) : {};
  const norm = choice('--norm', args.norm, NORMS) ?? fromFile.norm ?? 'nr15-2019';
  const m = args.metabolicRate === undefined ? undefined : Number(args.metabolicRate.replace(',', '.'));
  if (m !== undefined && !Number.isFinite(m)) bad('--metabolic-rate', args.metabolicRate);
  return {
    norm,
    rest: choice('--rest', args.rest, RESTS) ?? fromFile.rest,
    workload: choice('--workload', args.workload, WORKLOADS) ?? fromFile.workload,
    openSkyWithoutArtificialSource: fromFile.openSkyWithoutArtificialSource ?? false,
    clothingIncrementC: override.clothingIncrementC ?? fromFile.clothingIncrementC ?? 0,
    hood: args.hood || (fromFile.hood ?? false),
    solarLoad: args.solarLoad || (fromFile.solarLoad ?? false),
    situations: fromFile.situations ?? [],
    activities: m !== undefined ? [{ minutes: 60, metabolicRate: m }] : (fromFile.activities ?? []),
  };
}

/**
 * Situation mode (--input only) assesses the situations as given; record mode (a file) finds the
 * critical hour in the record and takes the activities from --metabolic-rate or the JSON.
 */
export async function analyzeHeatInput(
  args: HeatArgs,
  override: Partial<HeatOptions> = {},
): Promise<HeatAnalysis> {
  if (!args.file && !args.input) throw new HeatInputError('heat:input.noFile', {});
  const options = await heatOptions(args, override);
  if (!args.file) {
    const result = assessHeat(options);
    if (!result.ok) throw new HeatInputError(result.reason.key, result.reason.values);
    return { options, assessment: result.data };
  }
  const reading = await readHeatFile(args.file);
  const s = reading.series;
  if (!heatLongerThanADay(s)) return recordAnalysis(reading, options);
  // Longer than a day: the critical hour of each calendar day; the analysis shown is the worst
  // day's (docs/heat-calculations.md "Records longer than a day"). The sensors settle once, at the
  // start of the record: later days have no stabilisation time.
  const days = heatDayRanges(s).flatMap((range) => {
    const day = { ...reading, series: heatSeriesSlice(s, range.from, range.to) };
    try {
      const analysis = recordAnalysis(day, options, dayStabilisation(range));
      return [{ day: range.day, date: range.date, analysis }];
    } catch {
      // A day without a valid sample (all gaps) has no critical hour: it is left out.
      return [];
    }
  });
  if (days.length === 0) throw new HeatInputError('devices:records.noRecords', {});
  const worst = worstDayIndex(
    days,
    (d) => d.analysis.assessment.judgement,
    (d) => d.analysis.assessment.ibutg,
  );
  const worstDay = days[worst] as (typeof days)[number];
  return { ...worstDay.analysis, days, worstDay: worstDay.day };
}

/** Record mode: the record's critical window replaces the situations; activities last the window's time. */
function recordAnalysis(reading: HeatInput, options: HeatOptions, stabilisationMin?: number): HeatAnalysis {
  const series = assessHeatSeries(reading.series, {
    ...options,
    ...(stabilisationMin === undefined ? {} : { stabilisationMin }),
  });
  if (series === null) throw new HeatInputError('devices:records.noRecords', {});
  const minutes = series.window.minutes;
  const activities = scaleActivities(options.activities, minutes);
  const result = assessHeat({
    ...options,
    situations: [{ minutes, ibutg: series.window.meanIbutg }],
    activities,
  });
  if (!result.ok) throw new HeatInputError(result.reason.key, result.reason.values);
  return {
    options: { ...options, activities },
    assessment: result.data,
    reading,
    series: { ...series, assessment: result },
  };
}

/** A single --metabolic-rate (60 min) or activities of another total are spread over the window. */
function scaleActivities(activities: Named<HeatActivity>[], minutes: number): Named<HeatActivity>[] {
  const total = activities.reduce((a, b) => a + b.minutes, 0);
  if (total <= 0 || Math.abs(total - minutes) < 1e-9) return activities;
  return activities.map((a) => ({ ...a, minutes: (a.minutes * minutes) / total }));
}
