import { CLOTHING_INCREMENTS } from '@ohp/exposure';
import type { Language } from '@ohp/i18n';
import {
  buildHeatReport,
  type HeatReportForm,
  heatReportDays,
  heatReportFormSchema,
  heatReportInputFrom,
} from '@ohp/reports';
import type { Translator } from '../i18n.ts';
import type { Io } from '../io.ts';
import { UsageError } from '../usage-error.ts';
import { writeArchivalReport } from './report-archive.ts';
import type { ReportSignArgs } from './report-sign-args.ts';
import { unitOf } from './analyze-heat.ts';
import { analyzeHeatInput, type HeatArgs, HeatInputError } from './heat-input.ts';
import { type MetaKeys, readReportMeta } from './report-meta.ts';

export interface ReportHeatArgs extends HeatArgs {
  sign?: ReportSignArgs;
  meta: string | undefined;
  output: string | undefined;
  unit: string | undefined;
  language: Language;
}

const metaKeys: MetaKeys = { badMeta: 'cli:noise.badMeta', badLogo: 'cli:noise.badLogo' };
const metaError = (key: string, values: Record<string, string | number>) => new HeatInputError(key, values);

/** `ohp report heat <record|csv> | --input situation.json [--meta meta.json] [--unit C|F] [--lang] -o report.pdf` */
export async function reportHeat(args: ReportHeatArgs, t: Translator, io: Io): Promise<number> {
  if (!args.output) throw new UsageError('missingOutput');
  const unit = unitOf(args.unit);
  const { form, logo } = await readReportMeta<HeatReportForm>(
    args.meta,
    heatReportFormSchema,
    t,
    metaKeys,
    metaError,
  );
  const analysis = await analyzeHeatInput(args, {
    // The clothing named in the meta file sets its NHO-06 Quadro 2 increment (label and value agree).
    clothingIncrementC: CLOTHING_INCREMENTS.find((c) => c.key === form.clothing)?.incrementC,
  });
  const input = heatReportInputFrom({
    language: args.language,
    generatedAt: new Date(),
    logoDataUrl: logo,
    unit,
    form,
    options: analysis.options,
    assessment: analysis.assessment,
    reading: analysis.reading,
    series: analysis.series,
  });
  // Longer than a day: the analysis is the worst day's (analyzeHeatInput); the report lists every day.
  if (analysis.days)
    input.days = heatReportDays(
      input,
      analysis.days.map((d) => ({ day: d.day, date: d.date, assessment: d.analysis.assessment })),
      analysis.days.findIndex((d) => d.day === analysis.worstDay),
    );
  const pdf = await writeArchivalReport(
    {
      definition: buildHeatReport(input),
      language: args.language,
      rawFile: (args.input ?? args.file) as string,
      data: { domain: 'heat', options: analysis.options, assessment: analysis.assessment, report: input },
      output: args.output,
      sign: args.sign,
    },
    t,
    io.out,
  );
  io.out(`${t('heat:cli.reportSaved', { file: args.output, bytes: pdf.length })}\n`);
  return 0;
}
