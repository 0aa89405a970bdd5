// Builds the heat report's view-model from what the maths produced (CLI and server; the web screen
// builds the same input from its state).
import {
  CLOTHING_INCREMENTS,
  type HeatAssessment,
  type HeatFlag,
  type HeatNorm,
  type HeatSeries,
  type HeatSituation,
  type HeatActivity,
  ibutgOf,
  celsius,
  type RestPlace,
  type SeriesAssessment,
  STABILISATION_MIN,
} from '@ohp/exposure';
import type { Language } from '@ohp/i18n';
import type { HeatReportForm } from './report-form.ts';
import type { HeatReportInput, HeatReportLine, HeatReportSituation } from './report-input.ts';

export interface HeatReportSource {
  series: HeatSeries;
  source: 'record' | 'csv';
  model: string;
  serialNumber?: string;
}

export interface HeatReportArgs {
  language: Language;
  generatedAt: Date;
  logoDataUrl?: string;
  unit: 'C' | 'F';
  form: HeatReportForm;
  options: {
    norm: HeatNorm;
    rest?: RestPlace;
    solarLoad: boolean;
    hood: boolean;
    clothingIncrementC: number;
    openSkyWithoutArtificialSource: boolean;
    /** `name`: what the evaluator calls the situation (the report's row label). */
    situations: readonly (HeatSituation & { name?: string | undefined })[];
    /** `activity`: the key of the row picked in the norm's table, when one was. */
    activities: readonly (HeatActivity & {
      activity?: string | null | undefined;
      name?: string | undefined;
    })[];
  };
  assessment: HeatAssessment;
  /** Record mode. */
  reading?: HeatReportSource;
  series?: SeriesAssessment;
}

const date = (iso: string | undefined) => (iso ? new Date(`${iso}T12:00:00`) : undefined);

function flagLine(f: HeatFlag): HeatReportLine {
  const r1 = (v: number) => Math.round(v * 10) / 10;
  if (f.kind === 'stabilisation')
    return { key: 'heat:flag.stabilisation', values: { minutes: r1(f.minutes), samples: f.samples } };
  if (f.kind === 'dryWick')
    return { key: 'heat:flag.dryWick', values: { samples: f.samples, line: f.firstLine } };
  if (f.kind === 'shortWindow') return { key: 'heat:flag.shortWindow', values: { minutes: r1(f.minutes) } };
  return { key: `heat:flag.${f.kind}`, values: {} };
}

/** Mean of the valid samples of values[from, to). */
function meanOf(values: ArrayLike<number> | null, from: number, to: number): number | undefined {
  if (!values) return undefined;
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

export function heatReportInputFrom(args: HeatReportArgs): HeatReportInput {
  const { form, options: o, assessment: r, reading, series } = args;
  const c = form.context;
  const cert = form.certificate;
  const flags: HeatReportLine[] = (series?.flags ?? []).map(flagLine);
  for (const w of r.warnings)
    flags.push({ key: `heat:warning.${w}`, values: { minutes: Math.round(r.minutes * 10) / 10 } });
  let situations: HeatReportSituation[];
  let window: HeatReportInput['method']['window'] = null;
  let chart: HeatReportInput['chart'];
  let measurement: HeatReportInput['measurement'];
  if (reading && series) {
    const s = reading.series;
    const w = series.window;
    const absolute = s.timeBase === 'absolute';
    const at = (k: number) => (absolute ? new Date(s.startMs + k * s.intervalS * 1000) : null);
    window = {
      start: at(w.start),
      end: at(w.end),
      startOffsetS: w.start * s.intervalS,
      endOffsetS: w.end * s.intervalS,
      minutes: w.minutes,
      short: w.short,
    };
    situations = [
      {
        critical: true,
        minutes: w.minutes,
        tbn: meanOf(s.tbn, w.start, w.end),
        tg: meanOf(s.tg, w.start, w.end),
        tbs: meanOf(s.tbs, w.start, w.end),
        solarLoad: o.solarLoad,
        ibutg: w.meanIbutg,
      },
    ];
    measurement = { start: at(0), end: at(s.tg.length), intervalS: s.intervalS, samples: s.tg.length };
    chart = {
      startMs: s.startMs,
      intervalS: s.intervalS,
      relative: !absolute,
      tg: s.tg,
      tbn: s.tbn,
      tbs: s.tbs,
      ibutg: series.ibutg,
      windowStartMs: s.startMs + w.start * s.intervalS * 1000,
      windowEndMs: s.startMs + w.end * s.intervalS * 1000,
      limit: r.limit,
      actionLevel: r.actionLevel,
    };
  } else {
    situations = o.situations.map((s) =>
      'ibutg' in s
        ? { ...(s.name ? { label: s.name } : {}), minutes: s.minutes, solarLoad: false, ibutg: s.ibutg }
        : {
            ...(s.name ? { label: s.name } : {}),
            minutes: s.minutes,
            tbn: s.tbn,
            tg: s.tg,
            tbs: s.tbs,
            solarLoad: s.solarLoad === true,
            ibutg: ibutgOf(
              celsius(s.tbn),
              celsius(s.tg),
              s.tbs === undefined ? undefined : celsius(s.tbs),
              s.solarLoad === true,
            ),
          },
    );
    window = {
      start: null,
      end: null,
      startOffsetS: 0,
      endOffsetS: r.minutes * 60,
      minutes: r.minutes,
      short: r.minutes < 60,
    };
  }
  const clothing = form.clothing ? CLOTHING_INCREMENTS.find((k) => k.key === form.clothing) : undefined;
  return {
    language: args.language,
    generatedAt: args.generatedAt,
    logoDataUrl: args.logoDataUrl,
    unit: args.unit,
    context: {
      employee: c.employee,
      company: c.company,
      sector: c.sector,
      functionGhe: c.functionGhe,
      assessmentDate: date(c.assessmentDate),
      evaluatorName: c.evaluatorName,
      evaluatorCompany: c.evaluatorCompany,
      evaluatorRegistration: c.evaluatorRegistration,
      annotation: c.annotation,
      measurementHeight: c.measurementHeight,
      technicalConsiderations: c.technicalConsiderations,
    },
    instrument: reading
      ? {
          model: reading.model,
          serialNumber: reading.serialNumber ?? '-',
          certificate: cert
            ? {
                laboratory: cert.laboratory,
                number: cert.number,
                date: date(cert.date),
                nextDate: date(cert.nextDate),
              }
            : undefined,
        }
      : cert || form.instrument
        ? {
            model: form.instrument?.model || '-',
            serialNumber: form.instrument?.serialNumber || '-',
            certificate: cert
              ? {
                  laboratory: cert.laboratory,
                  number: cert.number,
                  date: date(cert.date),
                  nextDate: date(cert.nextDate),
                }
              : undefined,
          }
        : undefined,
    measurement,
    method: {
      norm: o.norm,
      rest: o.rest,
      solarLoad: o.solarLoad || o.situations.some((s) => 'solarLoad' in s && s.solarLoad === true),
      hood: o.hood,
      clothingIncrementC: o.clothingIncrementC,
      clothingKey: clothing?.key,
      openSky: o.openSkyWithoutArtificialSource,
      stabilisationMin: reading ? STABILISATION_MIN : null,
      window,
      source: reading ? reading.source : 'situations',
    },
    situations,
    activities: o.activities.map((a) => ({
      ...(a.name ? { label: a.name } : {}),
      minutes: a.minutes,
      metabolicRate: a.metabolicRate,
      ...(a.activity ? { activity: a.activity } : {}),
    })),
    result: r,
    flags,
    chart,
  };
}
