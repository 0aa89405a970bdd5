import type { NoiseExposureResult, NoisePresetName } from '@ohp/exposure';
import type { Language } from '@ohp/i18n';
import {
  buildNoiseReport,
  dosimeterSettingsOf,
  type NoiseReportForm,
  noiseReportFormSchema,
  noiseReportInputFrom,
  noiseResultsByDay,
  withWholeRecordMeasurement,
} from '@ohp/reports';
import type { Translator } from '../i18n.ts';
import type { Io } from '../io.ts';
import { UsageError } from '../usage-error.ts';
import { writeArchivalReport } from './report-archive.ts';
import type { ReportSignArgs } from './report-sign-args.ts';
import { type MetaKeys, readReportMeta } from './report-meta.ts';
import {
  analyze,
  criteriaFor,
  type NoiseCriteriaArgs,
  NoiseInputError,
  presetName,
  readNoiseFile,
} from './noise-input.ts';

export interface ReportNoiseArgs extends NoiseCriteriaArgs {
  sign?: ReportSignArgs;
  file: string | undefined;
  meta: string | undefined;
  output: string | undefined;
  language: Language;
}

const metaKeys: MetaKeys = { badMeta: 'cli:noise.badMeta', badLogo: 'cli:noise.badLogo' };
const metaError = (key: string, values: Record<string, string | number>) => new NoiseInputError(key, values);

/** `ohp report noise <file> [--preset nr15|nho01] [--meta meta.json] [--lang] -o report.pdf` */
export async function reportNoise(args: ReportNoiseArgs, t: Translator, io: Io): Promise<number> {
  if (!args.output) throw new UsageError('missingOutput');
  const presets: NoisePresetName[] = args.preset
    ? [presetName(args.preset) as NoisePresetName]
    : ['nr15', 'nho01'];
  const file = await readNoiseFile(args.file);
  const { form, logo } = await readReportMeta<NoiseReportForm>(
    args.meta,
    noiseReportFormSchema,
    t,
    metaKeys,
    metaError,
  );
  const workday =
    args.workday ?? (form.context.workdayMinutes ? String(form.context.workdayMinutes) : undefined);
  // Longer than a day: each norm's results are its worst day's, as `ohp analyze noise` prints them,
  // and the report lists every day (docs/reports.md "Records longer than a day").
  const byDay = noiseResultsByDay(
    args.language,
    file.series,
    presets.map((norm) => ({ norm, criteria: criteriaFor(file, { ...args, workday }, norm) })),
  );
  const results: Partial<Record<NoisePresetName, NoiseExposureResult>> = byDay
    ? byDay.results
    : Object.fromEntries(presets.map((p) => [p, analyze(file, { ...args, workday }, p)]));
  const first = results[presets[0] as NoisePresetName] as NoiseExposureResult;
  const perDay = noiseReportInputFrom({
    language: args.language,
    generatedAt: new Date(),
    logoDataUrl: logo,
    familyLabel: file.model,
    instrument: {
      model: file.model,
      serialNumber: file.record?.serialNumber ?? '-',
      firmware: file.record?.firmware,
    },
    // The device's own configuration, not the first norm's criteria (a q = 3 device reported under
    // NR-15 still says q = 3 here).
    settings: dosimeterSettingsOf(file.record?.configuration, first.criteria),
    series: file.series,
    results,
    deviceSummary: file.record?.summary,
    form,
  });
  const input = byDay
    ? withWholeRecordMeasurement(perDay, analyze(file, { ...args, workday }, presets[0]), byDay.days)
    : perDay;
  const pdf = await writeArchivalReport(
    {
      definition: buildNoiseReport(input),
      language: args.language,
      rawFile: args.file as string,
      data: { domain: 'noise', presets, workday: workday ?? null, results, report: input },
      output: args.output,
      sign: args.sign,
    },
    t,
    io.out,
  );
  io.out(`${t('noise.reportSaved', { file: args.output, bytes: pdf.length })}\n`);
  return 0;
}
