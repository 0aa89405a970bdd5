import { celsius, celsiusDeltaToFahrenheit, celsiusToFahrenheit, type HeatFlag } from '@ohp/exposure';
import { regimeKey } from '@ohp/reports/heat/regime-key';
import { byDayKey, figure, type Translator } from '../i18n.ts';
import { type Io, table } from '../io.ts';
import { analyzeHeatInput, type HeatAnalysis, type HeatArgs, HeatInputError } from './heat-input.ts';

export interface AnalyzeHeatArgs extends HeatArgs {
  json: boolean;
  unit: string | undefined;
}

const round = (v: number | null, digits = 2) =>
  v === null ? null : Math.round(v * 10 ** digits) / 10 ** digits;

/** Wall-clock 'YYYY-MM-DDTHH:mm:ss' of a local epoch ms (device clocks have no zone). */
export function wallClock(ms: number): string {
  const d = new Date(ms);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}

/** Values of a flag's translation. */
export function flagValues(f: HeatFlag): Record<string, string | number> {
  if (f.kind === 'stabilisation') return { minutes: round(f.minutes, 1) ?? 0, samples: f.samples };
  if (f.kind === 'dryWick') return { samples: f.samples, line: f.firstLine };
  if (f.kind === 'shortWindow') return { minutes: round(f.minutes, 1) ?? 0 };
  return {};
}

/**
 * The JSON contract of `ohp analyze heat --json` (issue 10, docs/cli.md); temperatures in °C. A
 * record longer than a day adds `days` (each day's analysis, same fields) and `worstDay` (issue 28).
 */
export function heatAnalysisJson(a: HeatAnalysis, t: Translator) {
  const out = analysisJson(a, t);
  if (!a.days) return out;
  return {
    ...out,
    days: a.days.map((d) => ({ day: d.day, date: d.date, ...analysisJson(d.analysis, t) })),
    worstDay: a.worstDay ?? null,
  };
}

function analysisJson(a: HeatAnalysis, t: Translator) {
  const r = a.assessment;
  const out: Record<string, unknown> = {
    norm: r.norm,
    ibutg: round(r.ibutg),
    ibutgMeasured: round(r.ibutgMeasured),
    incrementC: round(r.incrementC),
    minutes: round(r.minutes),
    metabolicRate: round(r.metabolicRate),
    tabulatedMetabolicRate: r.tabulatedMetabolicRate,
    workload: r.workload,
    limit: r.limit,
    actionLevel: r.actionLevel,
    regime: r.regime,
    exceedsLimit: r.exceedsLimit,
    aboveActionLevel: r.aboveActionLevel,
    nr15Applicable: r.nr15Applicable,
    insalubrious: r.insalubrious,
    judgement: r.judgement,
    recommendedAction: t(r.recommendedAction),
    warnings: r.warnings,
  };
  if (a.series && a.reading) {
    const s = a.reading.series;
    const w = a.series.window;
    const at = (k: number) =>
      s.timeBase === 'absolute' ? wallClock(s.startMs + k * s.intervalS * 1000) : null;
    out.window = {
      start: at(w.start),
      end: at(w.end),
      startOffsetS: w.start * s.intervalS,
      endOffsetS: w.end * s.intervalS,
      minutes: round(w.minutes),
      short: w.short,
    };
    out.flags = a.series.flags.map((f) => ({
      ...f,
      ...(f.kind === 'stabilisation' ? { minutes: round(f.minutes, 1) } : {}),
    }));
    out.source = {
      source: a.reading.source,
      model: a.reading.model,
      serialNumber: a.reading.serialNumber ?? null,
      unit: a.reading.unit,
      intervalS: s.intervalS,
      samples: s.tg.length,
    };
  }
  return out;
}

export function unitOf(raw: string | undefined): 'C' | 'F' {
  if (raw === undefined) return 'C';
  const u = raw.replace('°', '').toUpperCase();
  if (u === 'C' || u === 'F') return u;
  throw new HeatInputError('heat:input.badField', { field: '--unit', value: raw });
}

/** A temperature in the chosen unit and the CLI's language, e.g. "24,4 °C" / "75,9 °F" in pt-BR. */
export const showTemperature = (t: Translator, c: number | null, unit: 'C' | 'F', delta = false): string =>
  c === null
    ? '-'
    : `${figure(t, round(unit === 'C' ? c : delta ? celsiusDeltaToFahrenheit(c) : celsiusToFahrenheit(celsius(c)), 1))} °${unit}`;

/** `ohp analyze heat <record|csv> | --input situation.json [--json]` */
export async function analyzeHeat(args: AnalyzeHeatArgs, t: Translator, io: Io): Promise<number> {
  const unit = unitOf(args.unit);
  const analysis = await analyzeHeatInput(args);
  const json = heatAnalysisJson(analysis, t);
  if (args.json) {
    io.out(`${JSON.stringify(json, null, 2)}\n`);
    return 0;
  }
  const r = analysis.assessment;
  const mUnit = r.norm === 'nr15-1978' ? 'kcal/h' : 'W';
  const yes = (v: boolean) => t(v ? 'heat:cli.yes' : 'heat:cli.no');
  const rows: string[][] = [[t('heat:cli.norm'), t(`heat:norm.${r.norm}`)]];
  const w = json.window as
    | { start: string | null; end: string | null; startOffsetS: number; endOffsetS: number; minutes: number }
    | undefined;
  if (w)
    rows.push([
      t('heat:cli.window'),
      t('heat:cli.windowValue', {
        start: w.start ?? `${figure(t, w.startOffsetS)} s`,
        end: w.end ?? `${figure(t, w.endOffsetS)} s`,
        minutes: w.minutes,
      }),
    ]);
  rows.push(
    [t('heat:cli.ibutg'), showTemperature(t, r.ibutg, unit)],
    [t('heat:cli.ibutgMeasured'), showTemperature(t, r.ibutgMeasured, unit)],
    [t('heat:cli.increment'), showTemperature(t, r.incrementC, unit, true)],
    [
      t('heat:cli.metabolicRate'),
      r.metabolicRate === null ? '-' : `${figure(t, round(r.metabolicRate, 1))} ${mUnit}`,
    ],
    [
      t('heat:cli.tabulatedMetabolicRate'),
      r.tabulatedMetabolicRate === null ? '-' : `${figure(t, r.tabulatedMetabolicRate)} ${mUnit}`,
    ],
  );
  if (r.workload) rows.push([t('heat:cli.workload'), t(`heat:workload.${r.workload}`)]);
  if (r.regime) rows.push([t('heat:cli.regime'), t(regimeKey(r.regime))]);
  else rows.push([t('heat:cli.limit'), showTemperature(t, r.limit, unit)]);
  if (r.actionLevel !== null) rows.push([t('heat:cli.actionLevel'), showTemperature(t, r.actionLevel, unit)]);
  rows.push(
    [t('heat:cli.exceedsLimit'), yes(r.exceedsLimit)],
    [t('heat:cli.nr15Applicable'), yes(r.nr15Applicable)],
    [t('heat:cli.insalubrious'), yes(r.insalubrious)],
    [t('heat:cli.judgement'), t(`heat:judgement.${r.judgement}`)],
    [t('heat:cli.action'), t(r.recommendedAction)],
  );
  io.out(table(rows));
  for (const warning of r.warnings)
    io.out(`! ${t(`heat:warning.${warning}`, { minutes: round(r.minutes, 1) ?? 0 })}\n`);
  for (const flag of analysis.series?.flags ?? [])
    io.out(`! ${t(`heat:flag.${flag.kind}`, flagValues(flag))}\n`);
  if (analysis.days) {
    const days = analysis.days;
    const label = (d: (typeof days)[number]) => d.date ?? t('longRecords:dayNumber', { n: d.day });
    const worst = days.find((d) => d.day === analysis.worstDay);
    io.out(`${t(byDayKey(days), { days: days.length, worst: worst ? label(worst) : '-' })}\n`);
    io.out(
      table([
        [t('longRecords:day'), t('heat:cli.ibutg'), t('longRecords:judgement'), ''],
        ...days.map((d) => [
          label(d),
          showTemperature(t, d.analysis.assessment.ibutg, unit),
          t(`heat:judgement.${d.analysis.assessment.judgement}`),
          d === worst ? t('longRecords:worstDay') : '',
        ]),
      ]),
    );
  }
  return 0;
}
