// `ohp stats --oel <value> --values v1,v2,… [--unit dBA --exchange-rate 3|5] [--json]`:
// the exposure statistics of one agent in one similar-exposure group (docs/statistics.md).
import {
  computeExposureStatistics,
  computeNoiseStatistics,
  type ExposureStatistics,
  isStatisticsError,
  type NoiseStatistics,
  StatisticsError,
} from '@ohp/exposure';
import type { Language } from '@ohp/i18n';
import type { Translator } from '../i18n.ts';
import { type Io, table } from '../io.ts';

export interface StatsArgs {
  oel: string | undefined;
  values: string | undefined;
  unit: string | undefined;
  exchangeRate: string | undefined;
  json: boolean;
  language: Language;
  /** Also write the GHE statistics report PDF here (`--report`), with `--meta` details. */
  report?: string | undefined;
  meta?: string | undefined;
}

/** A number as typed on the command line; '' and words are not numbers (Number('') would be 0). */
const parseNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/** 6 significant digits: enough for the ≥ 4 the figures promise, without binary noise. */
const figure = (v: number) => Number(v.toPrecision(6));

export type StatsJson = ReturnType<typeof statsJson>;

/** The JSON of `ohp stats --json` (docs/cli.md): exactly these keys, the dB ones only for --unit dBA. */
export function statsJson(r: ExposureStatistics | NoiseStatistics) {
  const base = {
    n: r.n,
    gm: figure(r.gm),
    gsd: figure(r.gsd),
    mean: figure(r.mean),
    mvue: figure(r.mvue),
    p95: figure(r.p95),
    utl9595: figure(r.utl9595),
    utl9570: figure(r.utl9570),
    exceedancePct: figure(100 * r.exceedance),
    exceedanceUcl95Pct: figure(100 * r.exceedanceUcl95),
    aihaCategory: r.aihaCategory,
    en689Preliminary: r.en689Preliminary,
    en689Statistical: r.en689Statistical,
    shapiroWilkP: r.shapiroWilk === null ? null : figure(r.shapiroWilk.p),
    bayes:
      r.bayes === null
        ? null
        : {
            categoryProbabilities: r.bayes.categoryProbabilities.map(figure),
            p95AboveOelProbability: figure(r.bayes.p95AboveOelProbability),
          },
  };
  if (!('gmDb' in r)) return base;
  return {
    ...base,
    gmDb: figure(r.gmDb),
    p95Db: figure(r.p95Db),
    utl9595Db: figure(r.utl9595Db),
    utl9570Db: figure(r.utl9570Db),
  };
}

/** Reads the arguments and computes; every refusal is a StatisticsError with a translated key. */
export function computeStats(args: StatsArgs): ExposureStatistics | NoiseStatistics {
  if (args.oel === undefined) throw new StatisticsError('statistics:errors.missingOel');
  if (args.values === undefined) throw new StatisticsError('statistics:errors.missingValues');
  const oel = parseNumber(args.oel);
  const values = args.values.split(',').map(parseNumber);
  if (args.unit === undefined) {
    if (args.exchangeRate !== undefined) throw new StatisticsError('statistics:errors.exchangeRateWithoutDb');
    return computeExposureStatistics(values, oel);
  }
  if (!/^db\(?a\)?$/i.test(args.unit))
    throw new StatisticsError('statistics:errors.unit', { value: args.unit });
  return computeNoiseStatistics(values, oel, parseNumber(args.exchangeRate ?? ''));
}

function humanReport(r: ExposureStatistics | NoiseStatistics, args: StatsArgs, t: Translator): string {
  const s = (key: string, values?: Record<string, string | number>) => t(`statistics:${key}`, values);
  const format = new Intl.NumberFormat(args.language, { maximumSignificantDigits: 4 });
  const num = (v: number) => format.format(v);
  // Below 0.01 % a percentage reads as "< 0.01 %": 20 zeros help nobody (the JSON keeps the figure).
  const pct = (v: number) => (100 * v < 0.01 ? `< ${num(0.01)} %` : `${num(100 * v)} %`);
  const noise = 'gmDb' in r;
  const withDb = (v: number, db: number | undefined) =>
    db === undefined ? num(v) : `${num(v)} (${num(db)} dB(A))`;
  const verdict = (v: string | null) => s(`verdicts.${v ?? 'notApplicable'}`);
  const rows: string[][] = [
    [
      s('labels.oel'),
      noise
        ? `${num(parseNumber(args.oel ?? ''))} dB(A); ${s('labels.unitDose')}`
        : num(parseNumber(args.oel ?? '')),
    ],
    [s('labels.n'), String(r.n)],
    [s('labels.gm'), withDb(r.gm, noise ? r.gmDb : undefined)],
    [s('labels.gsd'), num(r.gsd)],
    [s('labels.mean'), num(r.mean)],
    [s('labels.mvue'), num(r.mvue)],
    [s('labels.p95'), withDb(r.p95, noise ? r.p95Db : undefined)],
    [s('labels.utl9595'), withDb(r.utl9595, noise ? r.utl9595Db : undefined)],
    [s('labels.utl9570'), withDb(r.utl9570, noise ? r.utl9570Db : undefined)],
    [s('labels.exceedance'), pct(r.exceedance)],
    [s('labels.exceedanceUcl95'), pct(r.exceedanceUcl95)],
    [s('labels.aihaCategory'), s(`categories.${r.aihaCategory}`)],
    [s('labels.en689Preliminary'), verdict(r.en689Preliminary)],
    [s('labels.en689Statistical'), verdict(r.en689Statistical)],
    [s('labels.shapiroWilk'), r.shapiroWilk === null ? '-' : num(r.shapiroWilk.p)],
  ];
  if (r.bayes !== null) {
    rows.push([s('labels.bayesCategories'), r.bayes.categoryProbabilities.map(pct).join(' · ')]);
    rows.push([s('labels.p95AboveOel'), pct(r.bayes.p95AboveOelProbability)]);
  }
  return `${table(rows)}\n${s('notes.lognormal')}\n${s('notes.lod')}\n`;
}

async function report(args: StatsArgs, result: ExposureStatistics | NoiseStatistics, t: Translator) {
  if (!args.report) return undefined;
  const exchangeRate = 'gmDb' in result ? (Number(args.exchangeRate) as 3 | 5) : undefined;
  // The PDF's code (pdfmake, the reports, every language's texts) only when a report is asked for.
  const { writeStatsReport } = await import('./stats-report.ts');
  return writeStatsReport(
    {
      output: args.report,
      meta: args.meta,
      language: args.language,
      values: (args.values ?? '').split(',').map(parseNumber),
      oel: parseNumber(args.oel ?? ''),
      exchangeRate,
    },
    result,
    t,
  );
}

export async function stats(args: StatsArgs, t: Translator, io: Io): Promise<number> {
  let result: ExposureStatistics | NoiseStatistics;
  let bytes: number | undefined;
  try {
    result = computeStats(args);
    bytes = await report(args, result, t);
  } catch (error) {
    if (!isStatisticsError(error)) throw error;
    io.err(`${t('errorPrefix')} ${t(error.key, error.values)}\n`);
    return 1;
  }
  io.out(args.json ? `${JSON.stringify(statsJson(result), null, 2)}\n` : humanReport(result, args, t));
  if (bytes !== undefined) io.err(`${t('statistics:report.saved', { file: args.report ?? '', bytes })}\n`);
  return 0;
}
