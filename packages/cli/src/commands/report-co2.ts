import { type Co2proReportFields, co2proReportFieldsSchema } from '@ohp/contracts';
import { computeCo2ExposureByDay } from '@ohp/exposure';
import type { Language } from '@ohp/i18n';
import {
  buildCo2Report,
  type Co2ReportExtras,
  co2ReportDays,
  co2ReportExtrasSchema,
  co2ReportInputFrom,
  localDate,
} from '@ohp/reports';
import type { Translator } from '../i18n.ts';
import type { Io } from '../io.ts';
import { UsageError } from '../usage-error.ts';
import { writeArchivalReport } from './report-archive.ts';
import type { ReportSignArgs } from './report-sign-args.ts';
import { checkMeta, logoDataUrl, logoPathOf, type MetaKeys, readMetaJson } from './report-meta.ts';
import { analyzeCo2, Co2InputError, readCo2File, workdayArg } from './co2-input.ts';

export interface ReportCo2Args {
  sign?: ReportSignArgs;
  file: string | undefined;
  meta: string | undefined;
  output: string | undefined;
  workday: string | undefined;
  language: Language;
}

interface Meta {
  fields: Co2proReportFields;
  extras: Co2ReportExtras;
  logo: string | undefined;
}

/** The `--meta` JSON: SPEC §3's CO2Pro report fields, `certificate` and `logo` (a PNG or JPEG path). */
async function readMeta(path: string | undefined, t: Translator): Promise<Meta> {
  const raw = await readMetaJson(path, metaKeys, metaError);
  if (!path) return { fields: co2proReportFieldsSchema.parse({}), extras: {}, logo: undefined };
  const fields = checkMeta(co2proReportFieldsSchema.safeParse(raw), path, t, metaKeys, metaError);
  const extras = checkMeta(co2ReportExtrasSchema.safeParse(raw), path, t, metaKeys, metaError);
  const logo = logoPathOf(raw);
  return { fields, extras, logo: logo ? await logoDataUrl(logo, metaKeys, metaError) : undefined };
}

const metaKeys: MetaKeys = { badMeta: 'co2:cli.badMeta', badLogo: 'co2:cli.badLogo' };
const metaError = (key: string, values: Record<string, string | number>) => new Co2InputError(key, values);

/** `ohp report co2 <record|csv> [--meta meta.json] [--workday minutes] [--lang] -o report.pdf` */
export async function reportCo2(args: ReportCo2Args, t: Translator, io: Io): Promise<number> {
  if (!args.output) throw new UsageError('missingOutput');
  const workday = workdayArg(args.workday);
  const input = await readCo2File(args.file);
  const { fields, extras, logo } = await readMeta(args.meta, t);
  const options = {
    workdayMin: workday ?? fields.journeyTime,
    notProject: fields.notProject,
    season: fields.season,
  };
  // Longer than a day: the result reported is the worst day's, as `ohp analyze co2` prints it, and
  // the report lists every day.
  const byDay = computeCo2ExposureByDay(input.series, options);
  const result = byDay?.days[byDay.worst]?.result ?? analyzeCo2(input, options);
  const certificate = extras.certificate && {
    laboratory: extras.certificate.laboratory,
    number: extras.certificate.number,
    date: localDate(extras.certificate.date),
    nextDate: localDate(extras.certificate.nextDate),
  };
  const report = co2ReportInputFrom({
    language: args.language,
    generatedAt: new Date(),
    ...(logo ? { logoDataUrl: logo } : {}),
    norm: fields.norm,
    fields: {
      ...fields,
      ...(extras.evaluatorRegistration ? { evaluatorRegistration: extras.evaluatorRegistration } : {}),
      ...(extras.technicalConsiderations ? { technicalConsiderations: extras.technicalConsiderations } : {}),
    },
    instrument: {
      model: input.model,
      serialNumber: input.serialNumber ?? fields.serialNumber,
      firmware: input.firmware,
      source: input.source,
      ...(certificate ? { certificate } : {}),
    },
    series: input.series,
    result,
  });
  if (byDay) report.days = co2ReportDays(args.language, byDay);
  const pdf = await writeArchivalReport(
    {
      definition: buildCo2Report(report),
      language: args.language,
      rawFile: args.file as string,
      data: { domain: 'co2', workdayMin: workday ?? fields.journeyTime ?? null, result, report },
      output: args.output,
      sign: args.sign,
    },
    t,
    io.out,
  );
  io.out(`${t('co2:cli.reportSaved', { file: args.output, bytes: pdf.length })}\n`);
  return 0;
}
