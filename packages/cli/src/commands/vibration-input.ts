// What `ohp analyze|report vibration` read: an AxPro record, a raw acceleration CSV or exposure.json,
// turned into one assessment (and, for files, the series and spectra the report charts).
import { readFile } from 'node:fs/promises';
import { type AxisTriple, type AxProRecord, readReading, toResult } from '@ohp/devices';
import { cutLineOfRecordFile, scanFileInPieces } from '@ohp/devices/node';
import {
  looksLikeRawAccelerationCsv,
  readRawAccelerationCsv,
  endsMidLine,
  readVibrationRecordPieces,
  type VibrationSeries,
} from '@ohp/devices/readings';
import {
  assessVibration,
  intervalsAssessmentInput,
  vibrationDayRanges,
  vibrationLongerThanADay,
  wallClockAt,
  worstDayIndex,
  minutes,
  ms2,
  ms175,
  summariseIntervals,
  type SignalAnalysis,
  SignalAnalyzer,
  type AxisValues,
  type BandResolution,
  type VibrationAssessment,
  type VibrationAssessmentInput,
  type VibrationEvaluation,
  VibrationError,
} from '@ohp/exposure';
import { UsageError } from '../usage-error.ts';
import { refuseOtherDomain } from './file-domain.ts';
import { exposureInputOf } from './vibration-exposure-json.ts';

export interface VibrationArgs {
  file: string | undefined;
  input: string | undefined;
  evaluation: string | undefined;
  workday: string | undefined;
  exposure: string | undefined;
  bands: string | undefined;
}

/** A failure carrying a translation key of any namespace (devices:, noise:, vibration:). */
export class VibrationInputError extends Error {
  constructor(
    readonly key: string,
    readonly values: Record<string, string | number>,
  ) {
    super(key);
  }
}

export interface VibrationCase {
  source: 'record' | 'csv' | 'input';
  model: string | undefined;
  serialNumber: string | undefined;
  firmware: string | undefined;
  input: VibrationAssessmentInput;
  assessment: VibrationAssessment;
  /** Record: the device's weighted r.m.s. per interval and, from an extended record, the summaries. */
  record?: {
    start: string;
    intervalS: number;
    x: Float64Array;
    y: Float64Array;
    z: Float64Array;
    /** Per axis over the whole record: VDV from Σ∫aw⁴dt, largest peak, crest factor (null without them). */
    axes: AxisValues<{ rms: number; vdv: number | null; peak: number | null; crestFactor: number | null }>;
    /** Energy mean of each band over the record, per carried axis (zeros for the others). */
    spectrum: { resolution: BandResolution; centres: number[]; x: number[]; y: number[]; z: number[] } | null;
  };
  /** Raw CSV: the weighting and analysis of the signal. */
  signal?: SignalAnalysis;
  /** A record longer than a day: each calendar day's case (the case itself is the worst day's). */
  days?: { day: number; date: string | null; case: VibrationCase }[];
  /** `day` of the worst of `days`. */
  worstDay?: number;
}

function minutesArg(option: string, raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const value = Number(raw.replace(',', '.'));
  if (!Number.isFinite(value) || value <= 0 || value > 1440)
    throw new UsageError('badNumber', { option, value: raw, min: '0', max: '1440' });
  return value;
}

function evaluationArg(raw: string | undefined): VibrationEvaluation | undefined {
  if (raw === undefined) return undefined;
  if (raw === 'hand-arm' || raw === 'whole-body') return raw;
  throw new VibrationError('vibration:errors.evaluation', { field: '--evaluation', value: raw });
}

function bandsArg(raw: string | undefined): BandResolution {
  if (raw === undefined || raw === 'third') return 'third';
  if (raw === 'octave') return 'octave';
  throw new VibrationInputError('vibration:cli.badBands', { value: raw });
}

/**
 * The file's bytes as a plain Uint8Array over the same memory: `new Uint8Array(buffer)` would copy
 * them (410 MB more for a 7-day AxPro record).
 */
const view = (bytes: Buffer) => new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);

async function read(path: string): Promise<Buffer> {
  return readFile(path).catch(() => {
    throw new UsageError('cannotRead', { file: path });
  });
}

/** Exposure and workday of one measured component: the flags, else the measured duration. */
function day(args: VibrationArgs, measuredMin: number) {
  const exposure = minutesArg('--exposure', args.exposure) ?? measuredMin;
  const workday = minutesArg('--workday', args.workday) ?? exposure;
  return { exposure, workday };
}

function fromCsv(bytes: Buffer, args: VibrationArgs): VibrationCase {
  const evaluation = evaluationArg(args.evaluation);
  if (!evaluation) throw new VibrationError('vibration:errors.evaluationRequired');
  const raw = readRawAccelerationCsv(view(bytes));
  if (!raw.ok) throw new VibrationInputError(raw.reason.key, raw.reason.values);
  const analyser = new SignalAnalyzer({
    evaluation,
    sampleRate: raw.data.sampleRate,
    bands: bandsArg(args.bands),
  });
  analyser.push(raw.data.x, raw.data.y, raw.data.z);
  const signal = analyser.finish();
  const sampleMin = signal.durationS / 60;
  const { exposure, workday } = day(args, sampleMin);
  const a = signal.axes;
  const input: VibrationAssessmentInput = {
    evaluation,
    workdayMin: minutes(workday),
    components: [
      {
        minutes: minutes(exposure),
        axes: { x: ms2(a.x.rms), y: ms2(a.y.rms), z: ms2(a.z.rms) },
        crestFactor: Math.max(a.x.crestFactor, a.y.crestFactor, a.z.crestFactor),
      },
    ],
    vdv: [
      {
        x: ms175(a.x.vdv),
        y: ms175(a.y.vdv),
        z: ms175(a.z.vdv),
        sampleMin: minutes(sampleMin),
        exposureMin: minutes(exposure),
      },
    ],
  };
  return {
    source: 'csv',
    model: undefined,
    serialNumber: undefined,
    firmware: undefined,
    input,
    assessment: assessVibration(input),
    signal,
  };
}

function fromRecord(bytes: Buffer, args: VibrationArgs): VibrationCase {
  const reading = readReading(view(bytes));
  if (!reading.ok) throw new VibrationInputError(reading.reason.key, reading.reason.values);
  if (reading.data.domain !== 'vibration')
    throw new VibrationError('vibration:errors.wrongFamily', {
      model: reading.data.model,
      domain: reading.data.domain,
    });
  const { record, model, vibration } = reading.data;
  // Raw CSVs are routed to fromCsv by their header before this point.
  if (!record || vibration.kind !== 'intervals')
    throw new VibrationInputError('devices:records.invalidFile', {});
  return fromRecordSeries({ record, model, series: vibration.series }, args);
}

function fromRecordSeries(
  { record, model, series }: { record: AxProRecord; model: string; series: VibrationSeries },
  args: VibrationArgs,
): VibrationCase {
  const evaluation = evaluationArg(args.evaluation) ?? series.evaluation;
  if (!evaluation) throw new VibrationError('vibration:errors.evaluationRequired');
  const head = { model, serialNumber: record.serialNumber, firmware: record.firmware };
  if (!vibrationLongerThanADay(series)) return intervalsCase(series, evaluation, args, head);
  // Longer than a day: each calendar day is a workday of its own; the case shown is the worst day's
  // (docs/vibration-calculations.md "Records longer than a day").
  const days = vibrationDayRanges(series).map((range) => ({
    ...range,
    case: intervalsCase(seriesSlice(series, range.from, range.to), evaluation, args, head),
  }));
  const worst = worstDayIndex(
    days,
    (d) => d.case.assessment.judgement,
    (d) => d.case.assessment.aren,
  );
  const worstCase = (days[worst] as (typeof days)[number]).case;
  return {
    ...worstCase,
    days: days.map((d) => ({ day: d.day, date: d.date, case: d.case })),
    worstDay: days[worst]?.day ?? 1,
  };
}

/** The intervals `[from, to)` of a record's series as a series of their own (views, no copy). */
function seriesSlice(series: VibrationSeries, from: number, to: number): VibrationSeries {
  const triple = (t: AxisTriple | null) =>
    t ? { x: t.x.subarray(from, to), y: t.y.subarray(from, to), z: t.z.subarray(from, to) } : null;
  const first = series.offsets[from] ?? 0;
  const spectrum = series.spectrum;
  return {
    ...series,
    start: wallClockAt(series.start, first),
    offsets: series.offsets.subarray(from, to).map((o) => o - first),
    x: series.x.subarray(from, to),
    y: series.y.subarray(from, to),
    z: series.z.subarray(from, to),
    fourthPower: triple(series.fourthPower),
    peak: triple(series.peak),
    spectrum: spectrum
      ? {
          ...spectrum,
          bands: Object.fromEntries(
            Object.entries(spectrum.bands).map(([axis, bands]) => [
              axis,
              bands.map((b) => b.subarray(from, to)),
            ]),
          ),
        }
      : null,
  };
}

/** One measured component from a record's intervals: amj per axis, VDV, peaks and spectrum. */
function intervalsCase(
  series: VibrationSeries,
  evaluation: VibrationEvaluation,
  args: VibrationArgs,
  head: { model: string; serialNumber: string; firmware: string | undefined },
): VibrationCase {
  const measuredMin = (series.x.length * series.intervalS) / 60;
  const { exposure, workday } = day(args, measuredMin);
  // NHO-09/NHO-10 §4: amj over the measurement = the energy mean of the interval r.m.s. values; an
  // extended record (docs/protocol.md §7.4 `d` and `s` lines) also gives VDV = (Σ∫aw⁴dt)^¼ over
  // the measured time, the peaks and the band spectra.
  const summary = (k: 'x' | 'y' | 'z') =>
    summariseIntervals({
      rms: series[k],
      fourthPower: series.fourthPower?.[k],
      peak: series.peak?.[k],
      bands: series.spectrum?.bands[k],
    });
  const s = { x: summary('x'), y: summary('y'), z: summary('z') };
  const input = intervalsAssessmentInput(evaluation, s, measuredMin, exposure, workday);
  const figures = (k: 'x' | 'y' | 'z') => ({
    rms: s[k].rms,
    vdv: s[k].vdv,
    peak: s[k].peak,
    crestFactor: s[k].crestFactor,
  });
  const spectrum = series.spectrum;
  const bandsOf = (k: 'x' | 'y' | 'z') => s[k].bands ?? Array.from(spectrum?.centres ?? [], () => 0);
  return {
    source: 'record',
    ...head,
    input,
    assessment: assessVibration(input),
    record: {
      start: series.start,
      intervalS: series.intervalS,
      x: series.x,
      y: series.y,
      z: series.z,
      axes: { x: figures('x'), y: figures('y'), z: figures('z') },
      spectrum: spectrum
        ? {
            resolution: spectrum.resolution,
            centres: Array.from(spectrum.centres),
            x: bandsOf('x'),
            y: bandsOf('y'),
            z: bandsOf('z'),
          }
        : null,
    },
  };
}

async function fromInput(path: string): Promise<VibrationCase> {
  const text = (await read(path)).toString('utf8');
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new VibrationError('vibration:errors.badJson', { file: path });
  }
  const input = exposureInputOf(raw);
  return {
    source: 'input',
    model: undefined,
    serialNumber: undefined,
    firmware: undefined,
    input,
    assessment: assessVibration(input),
  };
}

/** Reads whichever the user gave; errors carry translation keys (VibrationError, VibrationInputError). */
export async function loadVibrationCase(args: VibrationArgs): Promise<VibrationCase> {
  if (args.input) return fromInput(args.input);
  if (!args.file) throw new UsageError('missingFile');
  refuseOtherDomain(args.file, 'vibration');
  // A clean AxPro record is scanned in pieces, never held whole (bounded memory: docs/cli.md);
  // anything else, and any record the scanner leaves, is read whole as before.
  const pieces = recordInPieces(args.file);
  if (pieces) return fromRecordSeries(pieces, args);
  // A record cut short is said so before the line parser reads it whole (≈ 3 × its size).
  const cut = cutLineOfRecordFile(args.file);
  if (cut !== undefined) {
    const { key, values } = endsMidLine(cut);
    throw new VibrationInputError(key, values);
  }
  const bytes = await read(args.file);
  const head = bytes.subarray(0, 4096).toString('utf8');
  return looksLikeRawAccelerationCsv(head) ? fromCsv(bytes, args) : fromRecord(bytes, args);
}

/**
 * A clean AxPro record scanned in pieces, or undefined; one the scanner read cleanly but short of its
 * declared rows is refused with the line parser's error, without reading it whole.
 */
function recordInPieces(path: string) {
  const read = toResult(() =>
    scanFileInPieces(path, (firstLine, pieces, size) =>
      looksLikeRawAccelerationCsv(firstLine) ? undefined : readVibrationRecordPieces(firstLine, pieces, size),
    ),
  );
  if (!read.ok) throw new VibrationInputError(read.reason.key, read.reason.values);
  return read.data;
}

/** Runs a vibration command, printing keyed failures translated (exit 1). */
export async function withVibrationErrors(
  t: (key: string, values?: Record<string, string | number>) => string,
  err: (text: string) => void,
  run: () => Promise<number>,
): Promise<number> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof VibrationError || error instanceof VibrationInputError) {
      err(`${t('errorPrefix')} ${t(error.key, error.values)}\n`);
      return 1;
    }
    throw error;
  }
}
