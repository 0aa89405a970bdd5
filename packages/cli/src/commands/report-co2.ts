import { readFile, writeFile } from 'node:fs/promises';
import { type Co2proReportFields, co2proReportFieldsSchema } from '@ohp/contracts';
import type { Language } from '@ohp/i18n';
import {
  buildCo2Report,
  type Co2ReportExtras,
  co2ReportExtrasSchema,
  co2ReportInputFrom,
  localDate,
  formMessage,
} from '@ohp/reports';
import { renderPdf } from '@ohp/reports/render/node';
import type { Translator } from '../i18n.ts';
import type { Io } from '../io.ts';
import { UsageError } from '../open-session.ts';
import { analyzeCo2, Co2InputError, readCo2File, workdayArg } from './co2-input.ts';

export interface ReportCo2Args {
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

interface Issue {
  path: PropertyKey[];
  message: string;
  code: string;
  expected?: unknown;
}

/** A schema issue in the user's language: our 'ns:key|a|b' messages, else the kind of problem. */
function issueText(t: Translator, issue: Issue | undefined): string {
  if (!issue) return '';
  const field = issue.path.map(String).join('.');
  if (/^[a-z0-9]+:/i.test(issue.message)) {
    const { key, values } = formMessage(issue.message);
    return `${field}: ${t(key, values)}`;
  }
  const expectsNumber = issue.code === 'invalid_type' && issue.expected === 'number';
  return `${field}: ${t(expectsNumber ? 'errors:mustBeNumber' : 'errors:invalidValue')}`;
}

/** The `--meta` JSON: SPEC §3's CO2Pro report fields, `certificate` and `logo` (a PNG or JPEG path). */
async function readMeta(path: string | undefined, t: Translator): Promise<Meta> {
  if (!path) return { fields: co2proReportFieldsSchema.parse({}), extras: {}, logo: undefined };
  const text = await readFile(path, 'utf8').catch(() => {
    throw new UsageError('cannotRead', { file: path });
  });
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new Co2InputError('co2:cli.badMeta', { file: path, reason: 'JSON' });
  }
  const fields = co2proReportFieldsSchema.safeParse(raw);
  if (!fields.success) {
    throw new Co2InputError('co2:cli.badMeta', { file: path, reason: issueText(t, fields.error.issues[0]) });
  }
  const extras = co2ReportExtrasSchema.safeParse(raw);
  if (!extras.success) {
    throw new Co2InputError('co2:cli.badMeta', { file: path, reason: issueText(t, extras.error.issues[0]) });
  }
  const logo = (raw as { logo?: unknown } | null)?.logo;
  return { fields: fields.data, extras: extras.data, logo: typeof logo === 'string' ? logo : undefined };
}

const imageTypes: Array<[number[], string]> = [
  [[0x89, 0x50, 0x4e, 0x47], 'image/png'],
  [[0xff, 0xd8, 0xff], 'image/jpeg'],
];

async function logoDataUrl(path: string): Promise<string> {
  const bytes = await readFile(path).catch(() => {
    throw new UsageError('cannotRead', { file: path });
  });
  const type = imageTypes.find(([magic]) => magic.every((b, i) => bytes[i] === b))?.[1];
  if (!type) throw new Co2InputError('co2:cli.badLogo', { file: path });
  return `data:${type};base64,${bytes.toString('base64')}`;
}

/** `ohp report co2 <record|csv> [--meta meta.json] [--workday minutes] [--lang] -o report.pdf` */
export async function reportCo2(args: ReportCo2Args, t: Translator, io: Io): Promise<number> {
  if (!args.output) throw new UsageError('missingOutput');
  const workday = workdayArg(args.workday);
  const input = await readCo2File(args.file);
  const { fields, extras, logo } = await readMeta(args.meta, t);
  const result = analyzeCo2(input, {
    workdayMin: workday ?? fields.journeyTime,
    notProject: fields.notProject,
    season: fields.season,
  });
  const certificate = extras.certificate && {
    laboratory: extras.certificate.laboratory,
    number: extras.certificate.number,
    date: localDate(extras.certificate.date),
    nextDate: localDate(extras.certificate.nextDate),
  };
  const report = co2ReportInputFrom({
    language: args.language,
    generatedAt: new Date(),
    ...(logo ? { logoDataUrl: await logoDataUrl(logo) } : {}),
    norm: fields.norm,
    fields,
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
  const pdf = await renderPdf(buildCo2Report(report));
  await writeFile(args.output, pdf);
  io.out(`${t('co2:cli.reportSaved', { file: args.output, bytes: pdf.length })}\n`);
  return 0;
}
