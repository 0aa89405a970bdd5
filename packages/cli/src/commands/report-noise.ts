import { readFile, writeFile } from 'node:fs/promises';
import type { NoiseExposureResult, NoisePresetName } from '@ohp/exposure';
import type { Language } from '@ohp/i18n';
import {
  buildNoiseReport,
  dosimeterSettingsOf,
  formMessage,
  type NoiseReportForm,
  noiseReportFormSchema,
  noiseReportInputFrom,
} from '@ohp/reports';
import { renderPdf } from '@ohp/reports/render/node';
import type { Translator } from '../i18n.ts';
import type { Io } from '../io.ts';
import { UsageError } from '../open-session.ts';
import {
  analyze,
  type NoiseCriteriaArgs,
  NoiseInputError,
  presetName,
  readNoiseFile,
} from './noise-input.ts';

export interface ReportNoiseArgs extends NoiseCriteriaArgs {
  file: string | undefined;
  meta: string | undefined;
  output: string | undefined;
  language: Language;
}

const imageTypes: Array<[number[], string]> = [
  [[0x89, 0x50, 0x4e, 0x47], 'image/png'],
  [[0xff, 0xd8, 0xff], 'image/jpeg'],
];

export async function logoDataUrl(path: string): Promise<string> {
  const bytes = await readFile(path).catch(() => {
    throw new UsageError('cannotRead', { file: path });
  });
  const type = imageTypes.find(([magic]) => magic.every((b, i) => bytes[i] === b))?.[1];
  if (!type) throw new NoiseInputError('cli:noise.badLogo', { file: path });
  return `data:${type};base64,${bytes.toString('base64')}`;
}

/** A form issue in the user's language: our own 'ns:key|a|b' messages, else zod's kind of problem. */
interface FormIssue {
  path: PropertyKey[];
  message: string;
  code: string;
  expected?: unknown;
}

export function issueText(t: Translator, issue: FormIssue | undefined): string {
  if (!issue) return '';
  const field = issue.path.map(String).join('.');
  if (/^[a-z]+:/.test(issue.message)) {
    const { key, values } = formMessage(issue.message);
    return `${field}: ${t(key, values)}`;
  }
  const expectsNumber = issue.code === 'invalid_type' && issue.expected === 'number';
  return `${field}: ${t(expectsNumber ? 'errors:mustBeNumber' : 'errors:invalidValue')}`;
}

async function readMeta(
  path: string | undefined,
  t: Translator,
): Promise<{ form: NoiseReportForm; logo?: string }> {
  if (!path) return { form: noiseReportFormSchema.parse({}) };
  const text = await readFile(path, 'utf8').catch(() => {
    throw new UsageError('cannotRead', { file: path });
  });
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new NoiseInputError('cli:noise.badMeta', { file: path, reason: 'JSON' });
  }
  const parsed = noiseReportFormSchema.safeParse(raw);
  if (!parsed.success) {
    throw new NoiseInputError('cli:noise.badMeta', {
      file: path,
      reason: issueText(t, parsed.error.issues[0]),
    });
  }
  const logo = (raw as { logo?: unknown }).logo;
  return { form: parsed.data, logo: typeof logo === 'string' ? logo : undefined };
}

/** `ohp report noise <file> [--preset nr15|nho01] [--meta meta.json] [--lang] -o report.pdf` */
export async function reportNoise(args: ReportNoiseArgs, t: Translator, io: Io): Promise<number> {
  if (!args.output) throw new UsageError('missingOutput');
  const presets: NoisePresetName[] = args.preset
    ? [presetName(args.preset) as NoisePresetName]
    : ['nr15', 'nho01'];
  const file = await readNoiseFile(args.file);
  const { form, logo } = await readMeta(args.meta, t);
  const workday =
    args.workday ?? (form.context.workdayMinutes ? String(form.context.workdayMinutes) : undefined);
  const results: Partial<Record<NoisePresetName, NoiseExposureResult>> = {};
  for (const preset of presets) results[preset] = analyze(file, { ...args, workday }, preset);
  const first = results[presets[0] as NoisePresetName] as NoiseExposureResult;
  const input = noiseReportInputFrom({
    language: args.language,
    generatedAt: new Date(),
    logoDataUrl: logo ? await logoDataUrl(logo) : undefined,
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
  const pdf = await renderPdf(buildNoiseReport(input));
  await writeFile(args.output, pdf);
  io.out(`${t('noise.reportSaved', { file: args.output, bytes: pdf.length })}\n`);
  return 0;
}
