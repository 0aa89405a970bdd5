import type { Language } from '@ohp/i18n';
import {
  buildVibrationReport,
  type VibrationReportForm,
  type VibrationReportInput,
  vibrationReportDays,
  vibrationReportFormSchema,
} from '@ohp/reports';
import type { Translator } from '../i18n.ts';
import type { Io } from '../io.ts';
import { UsageError } from '../usage-error.ts';
import { writeArchivalReport } from './report-archive.ts';
import type { ReportSignArgs } from './report-sign-args.ts';
import { type MetaKeys, readReportMeta } from './report-meta.ts';
import {
  loadVibrationCase,
  type VibrationArgs,
  type VibrationCase,
  VibrationInputError,
  withVibrationErrors,
} from './vibration-input.ts';

export interface ReportVibrationArgs extends VibrationArgs {
  sign?: ReportSignArgs;
  meta: string | undefined;
  output: string | undefined;
  language: Language;
}

const metaKeys: MetaKeys = { badMeta: 'vibration:cli.badMeta', badLogo: 'cli:noise.badLogo' };
const metaError = (key: string, values: Record<string, string | number>) =>
  new VibrationInputError(key, values);

/** The report's view-model from what the CLI read. */
export function vibrationReportInputOf(
  c: VibrationCase,
  form: VibrationReportForm,
  language: Language,
  logo: string | undefined,
): VibrationReportInput {
  const base = {
    language,
    generatedAt: new Date(),
    logoDataUrl: logo,
    instrument: { model: c.model, serialNumber: c.serialNumber, firmware: c.firmware },
    components: c.input.components,
    result: c.assessment,
    form,
  };
  if (c.record) {
    const r = c.record;
    return {
      ...base,
      source: {
        kind: 'record',
        model: c.model ?? '-',
        intervalS: r.intervalS,
        start: r.start,
        durationMin: (r.x.length * r.intervalS) / 60,
      },
      charts: {
        history: { startMs: new Date(r.start).getTime(), intervalS: r.intervalS, x: r.x, y: r.y, z: r.z },
        ...(r.spectrum ? { spectrum: r.spectrum } : {}),
      },
    };
  }
  if (c.signal) {
    const s = c.signal;
    return {
      ...base,
      source: { kind: 'csv', sampleRate: s.sampleRate, durationMin: s.durationS / 60 },
      signal: { weightings: s.weightings, axes: s.axes },
      charts: {
        // Raw data carries no clock: the chart shows elapsed seconds.
        history: { intervalS: 1, ...s.history },
        spectrum: { resolution: s.spectrum.kind, centres: s.spectrum.centres, ...s.spectrum.unweighted },
      },
    };
  }
  return { ...base, source: { kind: 'input' }, charts: {} };
}

/** `ohp report vibration <record|csv> | --input exposure.json [--meta meta.json] [--lang] -o report.pdf` */
export function reportVibration(args: ReportVibrationArgs, t: Translator, io: Io): Promise<number> {
  return withVibrationErrors(t, io.err, async () => {
    if (!args.output) throw new UsageError('missingOutput');
    const c = await loadVibrationCase(args);
    const { form, logo } = await readReportMeta<VibrationReportForm>(
      args.meta,
      vibrationReportFormSchema,
      t,
      metaKeys,
      metaError,
    );
    const input = vibrationReportInputOf(c, form, args.language, logo);
    // Longer than a day: the case is the worst day's (loadVibrationCase); the report lists every day.
    if (c.days)
      input.days = vibrationReportDays(
        args.language,
        c.days.map((d) => ({ day: d.day, date: d.date, assessment: d.case.assessment })),
        c.days.findIndex((d) => d.day === c.worstDay),
      );
    const pdf = await writeArchivalReport(
      {
        definition: buildVibrationReport(input),
        language: args.language,
        rawFile: (args.input ?? args.file) as string,
        data: { domain: 'vibration', input: c.input, assessment: c.assessment, report: input },
        output: args.output,
        sign: args.sign,
      },
      t,
      io.out,
    );
    io.out(`${t('vibration:cli.reportSaved', { file: args.output, bytes: pdf.length })}\n`);
    return 0;
  });
}
