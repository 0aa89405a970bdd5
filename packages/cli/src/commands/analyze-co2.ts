import {
  type Co2Block,
  type Co2Day,
  type Co2ExposureResult,
  type Co2Series,
  computeCo2ExposureByDay,
} from '@ohp/exposure';
import { familyDisplayName } from '@ohp/devices';
import { byDayKey, figure, type Translator } from '../i18n.ts';
import { type Io, table } from '../io.ts';
import { analyzeCo2, readCo2File, workdayArg } from './co2-input.ts';

export interface AnalyzeCo2Args {
  file: string | undefined;
  workday: string | undefined;
  json: boolean;
}

const round = (v: number | null, digits = 2) =>
  v === null ? null : Math.round(v * 10 ** digits) / 10 ** digits;

/** Local wall-clock `yyyy-MM-ddTHH:mm:ss` of an offset, or null for a CSV timed from its start. */
function wallClock(series: Co2Series, offsetS: number | null): string | null {
  if (series.timeBase !== 'absolute' || offsetS === null) return null;
  const d = new Date(series.startMs + offsetS * 1000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}

function windows(series: Co2Series, blocks: readonly Co2Block[]) {
  const origin = series.offsetsS[0] ?? 0;
  return blocks.map((b) => ({
    startMin: round((b.startS - origin) / 60),
    endMin: round((b.endS - origin) / 60),
    start: wallClock(series, b.startS),
    end: wallClock(series, b.endS),
    mean: round(b.meanPpm),
    atLeast: b.atLeast,
  }));
}

/** The JSON of `ohp analyze co2 --json` (issue 12, docs/cli.md). Concentrations in ppm, times in minutes. */
export function co2AnalysisJson(series: Co2Series, r: Co2ExposureResult, notProjectedTwa: number) {
  const origin = series.offsetsS[0] ?? 0;
  const range = (c: Co2ExposureResult['indoorAir']['temperature']) =>
    c && {
      min: c.min,
      max: c.max,
      mean: round(c.meanValue),
      lowest: c.minValue,
      highest: c.maxValue,
      percentInRange: round(c.percentInRange),
      withinRange: c.withinRange,
    };
  return {
    samples: r.samples,
    intervalS: r.intervalS,
    start: wallClock(series, origin),
    durationMin: round(r.durationMin),
    spanMin: round(r.spanMin),
    pausedMin: round(r.pausedMin),
    mean: round(r.meanPpm),
    min: r.minPpm,
    max: r.maxPpm,
    maxAtMin: round((r.maxAtS - origin) / 60),
    rangePpm: r.rangePpm,
    saturated: r.saturatedSamples > 0,
    saturatedSamples: r.saturatedSamples,
    atLeast: r.atLeast,
    nr15Limit: r.nr15.limitPpm,
    nr15DeviationFactor: r.nr15.deviationFactor,
    nr15MaxValue: r.nr15.maxValuePpm,
    exceedsNr15: r.nr15.exceeds,
    samplesAboveNr15MaxValue: r.nr15.samplesAboveMaxValue,
    graveAndImminentRisk: r.nr15.graveAndImminentRisk,
    nr15Grade: r.nr15.grade,
    nr15MinimumSampling: r.nr15.minimumSampling,
    workdayMin: r.acgih.workdayMin,
    twaLimit: r.acgih.twaLimitPpm,
    twa8h: round(r.acgih.twa8hPpm),
    twa8hNotProjected: round(notProjectedTwa),
    exceedsTwa: r.acgih.exceedsTwa,
    // Without a workday the TWA covers the measured time only (unmeasured time counts as zero):
    // said, never silent. A measured mean above the TLV-TWA then leaves the TWA undetermined.
    twaCovers: r.acgih.projected ? 'workday' : 'measuredTimeOnly',
    workdayMissing: r.acgih.workdayMin === null,
    twaUndetermined: r.acgih.workdayMin === null && !r.acgih.exceedsTwa && r.meanPpm > r.acgih.twaLimitPpm,
    stelLimit: r.acgih.stelLimitPpm,
    max15min: round(r.acgih.max15minPpm),
    max15minStartMin: r.acgih.max15minStartS === null ? null : round((r.acgih.max15minStartS - origin) / 60),
    exceedsStel: r.acgih.exceedsStel,
    windowsAboveNr15: windows(series, r.nr15.periods),
    windowsAboveTwa: windows(series, r.acgih.periodsAboveTwa),
    windowsAboveStel: windows(series, r.acgih.periodsAboveStel),
    indoorAir: {
      reference: r.indoorAir.referencePpm,
      mean: round(r.indoorAir.meanPpm),
      exceeds: r.indoorAir.exceeds,
      minutesAbove: round(r.indoorAir.minutesAbove),
      percentAbove: round(r.indoorAir.percentAbove),
      windowsAbove: windows(series, r.indoorAir.periods),
      season: r.indoorAir.season,
      temperature: range(r.indoorAir.temperature),
      humidity: range(r.indoorAir.humidity),
    },
  };
}

/** `ohp analyze co2 <record|csv> [--workday minutes] [--json]` */
export async function analyzeCo2Command(args: AnalyzeCo2Args, t: Translator, io: Io): Promise<number> {
  const workdayMin = workdayArg(args.workday);
  const input = await readCo2File(args.file);
  // Longer than a day: each calendar day a workday of its own; the figures printed are the worst
  // day's (docs/co2-calculations.md).
  const byDay = computeCo2ExposureByDay(input.series, { workdayMin });
  const worst = byDay?.days[byDay.worst];
  const result = worst?.result ?? analyzeCo2(input, { workdayMin });
  const measured =
    worst?.measuredTwaPpm ?? analyzeCo2(input, { workdayMin, notProject: true }).acgih.twa8hPpm;
  const json = co2AnalysisJson(worst?.series ?? input.series, result, measured);
  const days = byDay
    ? {
        days: byDay.days.map((d) => ({
          day: d.day,
          date: d.date,
          ...co2AnalysisJson(d.series, d.result, d.measuredTwaPpm),
        })),
        worstDay: worst?.day ?? null,
      }
    : {};
  if (args.json) {
    io.out(
      `${JSON.stringify({ source: input.source, model: input.model, serialNumber: input.serialNumber ?? null, ...json, ...days }, null, 2)}\n`,
    );
    return 0;
  }
  const c = (key: string, values?: Record<string, string | number>) => t(`co2:cli.${key}`, values);
  io.out(`${input.family ? familyDisplayName(input.family) : input.model}\n`);
  const ppm = (v: number | null, atLeast = false) =>
    v === null ? '-' : `${atLeast ? `${c('atLeast')} ` : ''}${figure(t, v)} ppm`;
  const yesNo = (v: boolean) => c(v ? 'yes' : 'no');
  io.out(
    table([
      [
        c('duration'),
        `${figure(t, json.durationMin)} min (${figure(t, json.samples)} × ${figure(t, json.intervalS)} s)`,
      ],
      [c('mean'), ppm(json.mean, json.atLeast.mean)],
      [c('max'), ppm(json.max, json.atLeast.max)],
      [c('nr15Limit'), `${ppm(json.nr15Limit)} · ${c('maxValue')} ${ppm(json.nr15MaxValue)}`],
      [c('exceedsNr15'), yesNo(json.exceedsNr15)],
      [c('graveRisk'), `${yesNo(json.graveAndImminentRisk)} (${figure(t, json.samplesAboveNr15MaxValue)})`],
      [
        json.workdayMin === null ? c('twa8hMeasured') : c('twa8h', { workday: json.workdayMin }),
        ppm(json.twa8h, json.atLeast.twa8h),
      ],
      [c('exceedsTwa'), yesNo(json.exceedsTwa)],
      [c('max15min'), ppm(json.max15min, json.atLeast.max15min)],
      [c('exceedsStel'), yesNo(json.exceedsStel)],
      [c('periodsNr15'), String(json.windowsAboveNr15.length)],
      [c('periodsTwa'), String(json.windowsAboveTwa.length)],
      [c('periodsStel'), String(json.windowsAboveStel.length)],
      [
        c('indoorAir'),
        `${ppm(json.indoorAir.mean)} · ${c(json.indoorAir.exceeds ? 'aboveReference' : 'withinReference')}`,
      ],
    ]),
  );
  if (result.acgih.workdayMin === null)
    io.out(`${t('legal:twa.noWorkday', { measured: `${figure(t, json.durationMin)} min` })}\n`);
  if (json.twaUndetermined) io.out(`${t('legal:twa.undetermined', { mean: json.mean ?? '-' })}\n`);
  if (json.saturated) io.out(`${c('saturated', { count: json.saturatedSamples, range: json.rangePpm })}\n`);
  if (byDay) {
    const label = (d: Co2Day) => d.date ?? t('longRecords:dayNumber', { n: d.day });
    io.out(`${t(byDayKey(byDay.days), { days: byDay.days.length, worst: worst ? label(worst) : '-' })}\n`);
    io.out(
      table([
        [t('longRecords:day'), c('mean'), c('max'), 'TWA', ''],
        ...byDay.days.map((d) => [
          label(d),
          ppm(round(d.result.meanPpm)),
          ppm(d.result.maxPpm),
          ppm(round(d.result.acgih.twa8hPpm)),
          d === worst ? t('longRecords:worstDay') : '',
        ]),
      ]),
    );
  }
  return 0;
}
