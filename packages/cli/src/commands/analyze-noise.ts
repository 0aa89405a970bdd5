import { compareWithDevice, computeNoiseExposureByDay, type NoiseExposureResult } from '@ohp/exposure';
import { byDayKey, figure, type Translator } from '../i18n.ts';
import { type Io, table } from '../io.ts';
import { analyze, criteriaFor, type NoiseCriteriaArgs, presetName, readNoiseFile } from './noise-input.ts';

export interface AnalyzeNoiseArgs extends NoiseCriteriaArgs {
  file: string | undefined;
  json: boolean;
}

const round = (v: number | null, digits = 2) =>
  v === null ? null : Math.round(v * 10 ** digits) / 10 ** digits;

/** The JSON contract of `ohp analyze noise --json` (issue 5, docs/cli.md). */
export function analysisJson(result: NoiseExposureResult, preset: string) {
  return {
    preset,
    criteria: result.criteria,
    durationMin: round(result.durationMin),
    pausedMin: round(result.pausedMin),
    clippedMin: round(result.clippedMin),
    workdayMin: round(result.workdayMin),
    dosePct: round(result.dosePct),
    projectedDosePct: round(result.projectedDosePct),
    projectedWorkdayDosePct: round(result.projectedWorkdayDosePct),
    lavg: round(result.lavg),
    laeq: round(result.laeq),
    ne: round(result.ne),
    nen: round(result.nen),
    twa: round(result.twa),
    minLevel: round(result.minLevel),
    maxLevel: round(result.maxLevel),
    peaksAbove115: result.peaksAbove115,
    nr15TableDosePct: round(result.nr15TableDosePct),
    judgement: result.judgement,
    exceeds115: result.exceeds115,
  };
}

/** A day's label: its date on the device's clock, else "day n" (a record timed from its start). */
export const dayLabel = (d: { day: number; date: string | null }, t: Translator) =>
  d.date ?? t('longRecords:dayNumber', { n: d.day });

export async function analyzeNoise(args: AnalyzeNoiseArgs, t: Translator, io: Io): Promise<number> {
  const preset = presetName(args.preset);
  // No band levels: this command reports none, and a week-long record then fits in bounded memory.
  const file = await readNoiseFile(args.file, { bands: false });
  const whole = analyze(file, args, preset);
  const presetLabel = preset ?? (file.record ? 'device' : 'nr15');
  // Longer than a day: one result per calendar day; the figures printed are the worst day's
  // (docs/cli.md). The device's own summary covers the whole record, so it is compared with the whole.
  const byDay = computeNoiseExposureByDay(file.series, criteriaFor(file, args, preset));
  const worst = byDay?.days[byDay.worst];
  const result = worst?.result ?? whole;
  const json = analysisJson(result, presetLabel);
  const comparison = file.record
    ? compareWithDevice(file.record.summary, whole, file.series.intervalS / 60)
    : [];
  const days = byDay
    ? {
        days: byDay.days.map((d) => ({ day: d.day, date: d.date, ...analysisJson(d.result, presetLabel) })),
        worstDay: worst?.day ?? null,
      }
    : {};
  if (args.json) {
    io.out(`${JSON.stringify({ ...json, deviceComparison: comparison, ...days }, null, 2)}\n`);
    return 0;
  }
  const show = (v: number | null, unit: string) => (v === null ? '-' : `${figure(t, v)} ${unit}`);
  const c = result.criteria;
  io.out(`${file.instrument}\n`);
  io.out(
    `${t('noise.criteria', { criterion: c.criterionLevel, q: c.exchangeRate, threshold: c.threshold })}\n`,
  );
  io.out(
    table([
      [t('noise.duration'), show(json.durationMin, 'min')],
      [t('noise.dose'), show(json.dosePct, '%')],
      [t('noise.projectedDose'), show(json.projectedDosePct, '%')],
      ['Lavg', show(json.lavg, 'dB(A)')],
      ['LAeq', show(json.laeq, 'dB(A)')],
      ['NE', show(json.ne, 'dB(A)')],
      ['NEN', show(json.nen, 'dB(A)')],
      ['TWA', show(json.twa, 'dB(A)')],
      [t('noise.minLevel'), show(json.minLevel, 'dB(A)')],
      [t('noise.maxLevel'), show(json.maxLevel, 'dB(A)')],
      [t('noise.peaks'), String(json.peaksAbove115)],
      [t('noise.tableDose'), show(json.nr15TableDosePct, '%')],
      [t('noise.judgement'), json.judgement ? t(`noise:judgement.${json.judgement}`) : '-'],
    ]),
  );
  if (byDay) {
    io.out(
      `${t(byDayKey(byDay.days), { days: byDay.days.length, worst: worst ? dayLabel(worst, t) : '-' })}\n`,
    );
    io.out(
      table([
        [t('longRecords:day'), t('longRecords:dose'), 'NEN', t('longRecords:judgement'), ''],
        ...byDay.days.map((d) => [
          dayLabel(d, t),
          show(round(d.result.projectedWorkdayDosePct), '%'),
          show(round(d.result.nen), 'dB(A)'),
          d.result.judgement ? t(`noise:judgement.${d.result.judgement}`) : '-',
          d === worst ? t('longRecords:worstDay') : '',
        ]),
      ]),
    );
  }
  const flagged = comparison.filter((f) => f.flagged);
  for (const f of flagged)
    io.out(
      `${t('noise.deviceDiffers', { field: f.field, device: f.device, computed: round(f.computed) ?? '-' })}\n`,
    );
  return 0;
}
