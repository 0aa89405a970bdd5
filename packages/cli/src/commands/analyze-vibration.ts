import type { VibrationAssessment } from '@ohp/exposure';
import { byDayKey, figure, type Translator } from '../i18n.ts';
import { type Io, table } from '../io.ts';
import {
  type VibrationArgs,
  type VibrationCase,
  loadVibrationCase,
  withVibrationErrors,
} from './vibration-input.ts';

export interface AnalyzeVibrationArgs extends VibrationArgs {
  json: boolean;
}

const round = (v: number | null | undefined, digits = 4) =>
  v === null || v === undefined ? null : Math.round(v * 10 ** digits) / 10 ** digits;

const axes = (v: { x: number; y: number; z: number } | null) =>
  v ? { x: round(v.x), y: round(v.y), z: round(v.z) } : null;

/**
 * The JSON contract of `ohp analyze vibration --json` (issue 11, docs/cli.md); a record longer than
 * a day adds `days` (each day's figures, same shape) and `worstDay` (issue 28).
 */
export function vibrationJson(c: VibrationCase, t: Translator) {
  const json = caseJson(c, t);
  if (!c.days) return json;
  return {
    ...json,
    days: c.days.map((d) => ({ day: d.day, date: d.date, ...caseJson(d.case, t) })),
    worstDay: c.worstDay ?? null,
  };
}

function caseJson(c: VibrationCase, t: Translator) {
  const r: VibrationAssessment = c.assessment;
  return {
    evaluation: r.evaluation,
    norm: r.evaluation === 'hand-arm' ? 'NHO-10' : 'NHO-09',
    source: c.source,
    workdayMin: round(r.workdayMin, 2),
    exposureMin: round(r.exposureMin, 2),
    components: c.input.components.map((k, i) => ({
      minutes: round(k.minutes, 2),
      repetitions: k.repetitions ?? 1,
      ax: round(k.axes?.x),
      ay: round(k.axes?.y),
      az: round(k.axes?.z),
      factor: k.factor ?? 1,
      amr: round(r.amr[i]),
    })),
    amr: r.amr.map((v) => round(v)),
    are: round(r.are),
    aren: round(r.aren),
    vdvExp: axes(r.vdvExp),
    vdvr: round(r.vdvr),
    arenJudgement: r.arenJudgement,
    vdvrJudgement: r.vdvrJudgement,
    judgement: r.judgement,
    recommendedAction: t(`vibration:action.${r.judgement}`),
    insalubrious: r.insalubrious,
    insalubrityGrade: r.insalubrious ? 'medium' : null,
    aboveActionLevel: r.aboveActionLevel,
    minutesToActionLevel: round(r.minutesToActionLevel, 1),
    minutesToLimit: round(r.minutesToLimit, 1),
    maxCrestFactor: round(r.maxCrestFactor, 2),
    crestFactorWarning: r.crestFactorWarning,
    signal: c.signal
      ? {
          sampleRate: round(c.signal.sampleRate, 3),
          samples: c.signal.samples,
          durationS: round(c.signal.durationS, 3),
          weightings: c.signal.weightings,
          axes: Object.fromEntries(
            (['x', 'y', 'z'] as const).map((a) => {
              const s = c.signal?.axes[a];
              return [
                a,
                {
                  rms: round(s?.rms),
                  vdv: round(s?.vdv),
                  mtvv: round(s?.mtvv),
                  peak: round(s?.peak),
                  crestFactor: round(s?.crestFactor, 2),
                },
              ];
            }),
          ),
        }
      : null,
    record: c.record
      ? {
          model: c.model,
          serialNumber: c.serialNumber,
          start: c.record.start,
          intervalS: c.record.intervalS,
          intervals: c.record.x.length,
          // From an extended record (VDV, peaks, spectra); null per figure for the old format.
          axes: Object.fromEntries(
            (['x', 'y', 'z'] as const).map((a) => {
              const m = c.record?.axes[a];
              return [
                a,
                {
                  rms: round(m?.rms),
                  vdv: round(m?.vdv),
                  peak: round(m?.peak),
                  crestFactor: round(m?.crestFactor, 2),
                },
              ];
            }),
          ),
          spectrum: c.record.spectrum
            ? {
                resolution: c.record.spectrum.resolution,
                centres: c.record.spectrum.centres.map((v) => round(v, 2)),
                x: c.record.spectrum.x.map((v) => round(v)),
                y: c.record.spectrum.y.map((v) => round(v)),
                z: c.record.spectrum.z.map((v) => round(v)),
              }
            : null,
        }
      : null,
  };
}

function print(c: VibrationCase, t: Translator, io: Io): void {
  const j = vibrationJson(c, t);
  const show = (v: number | null, unit: string) => (v === null ? '-' : `${figure(t, v)} ${unit}`);
  const vdvUnit = `m/s^${figure(t, 1.75)}`;
  const rows: string[][] = [
    [t('vibration:cli.norm'), t(`vibration:norm.${j.evaluation}`)],
    [t('vibration:cli.workday'), show(j.workdayMin, 'min')],
    [t('vibration:cli.exposure'), show(j.exposureMin, 'min')],
    ...j.amr.map((v, i) => [`${t('vibration:cli.component', { n: i + 1 })} amr`, show(v, 'm/s²')]),
    [t('vibration:cli.are'), show(j.are, 'm/s²')],
    [t('vibration:cli.aren'), show(j.aren, 'm/s²')],
  ];
  if (j.evaluation === 'whole-body') {
    rows.push(
      [
        t('vibration:cli.vdvExp'),
        j.vdvExp
          ? `${figure(t, j.vdvExp.x)} / ${figure(t, j.vdvExp.y)} / ${figure(t, j.vdvExp.z)} ${vdvUnit}`
          : t('vibration:cli.noVdv'),
      ],
      [t('vibration:cli.vdvr'), show(j.vdvr, vdvUnit)],
    );
  }
  rows.push(
    [t('vibration:cli.judgement'), t(`vibration:judgement.${j.judgement}`)],
    [t('vibration:cli.action'), j.recommendedAction],
    [
      t('vibration:cli.insalubrious'),
      t(j.insalubrious ? 'vibration:cli.insalubriousYes' : 'vibration:cli.insalubriousNo'),
    ],
    [
      t('vibration:cli.actionLevel'),
      t(j.aboveActionLevel ? 'vibration:cli.reached' : 'vibration:cli.notReached'),
    ],
    [t('vibration:cli.timeToAction'), show(j.minutesToActionLevel, 'min')],
    [t('vibration:cli.timeToLimit'), show(j.minutesToLimit, 'min')],
  );
  io.out(table(rows));
  if (c.signal) {
    const s = c.signal;
    io.out(
      `${t('vibration:cli.signal', { samples: s.samples, rate: round(s.sampleRate, 2) ?? 0, seconds: round(s.durationS, 2) ?? 0 })}\n`,
    );
    for (const a of ['x', 'y', 'z'] as const) {
      const m = s.axes[a];
      io.out(
        `${t('vibration:cli.axis', {
          axis: a,
          weighting: s.weightings[a],
          rms: round(m.rms) ?? 0,
          vdv: round(m.vdv) ?? 0,
          mtvv: round(m.mtvv) ?? 0,
          peak: round(m.peak) ?? 0,
          crest: round(m.crestFactor, 2) ?? 0,
        })}\n`,
      );
    }
  }
  if (j.crestFactorWarning) io.out(`${t('vibration:cli.crestWarning', { value: j.maxCrestFactor ?? 0 })}\n`);
  if (c.days) printDays(c, c.days, t, io);
}

function printDays(c: VibrationCase, days: NonNullable<VibrationCase['days']>, t: Translator, io: Io): void {
  const label = (d: { day: number; date: string | null }) =>
    d.date ?? t('longRecords:dayNumber', { n: d.day });
  const worst = days.find((d) => d.day === c.worstDay);
  io.out(`${t(byDayKey(days), { days: days.length, worst: worst ? label(worst) : '-' })}\n`);
  const wholeBody = c.assessment.evaluation === 'whole-body';
  const value = (v: number | null, unit: string) => (v === null ? '-' : `${figure(t, round(v))} ${unit}`);
  const vdvUnit = `m/s^${figure(t, 1.75)}`;
  io.out(
    table([
      [
        t('longRecords:day'),
        t('longRecords:aren'),
        ...(wholeBody ? [t('longRecords:vdvr')] : []),
        t('longRecords:judgement'),
        '',
      ],
      ...days.map((d) => [
        label(d),
        value(d.case.assessment.aren, 'm/s²'),
        ...(wholeBody ? [value(d.case.assessment.vdvr, vdvUnit)] : []),
        t(`vibration:judgement.${d.case.assessment.judgement}`),
        d === worst ? t('longRecords:worstDay') : '',
      ]),
    ]),
  );
}

/** `ohp analyze vibration <record|csv> [--evaluation] [--workday] [--exposure] [--bands] [--json]` or `--input exposure.json`. */
export function analyzeVibration(args: AnalyzeVibrationArgs, t: Translator, io: Io): Promise<number> {
  return withVibrationErrors(t, io.err, async () => {
    const c = await loadVibrationCase(args);
    if (args.json) io.out(`${JSON.stringify(vibrationJson(c, t), null, 2)}\n`);
    else print(c, t, io);
    return 0;
  });
}
