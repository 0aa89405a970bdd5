import { readFile, writeFile } from 'node:fs/promises';
import type { Language } from '@ohp/i18n';
import {
  buildVibrationReport,
  formMessage,
  type VibrationReportForm,
  type VibrationReportInput,
  vibrationReportFormSchema,
} from '@ohp/reports';
import { renderPdf } from '@ohp/reports/render/node';
import type { Translator } from '../i18n.ts';
import type { Io } from '../io.ts';
import { UsageError } from '../open-session.ts';
import {
  loadVibrationCase,
  type VibrationArgs,
  type VibrationCase,
  VibrationInputError,
  withVibrationErrors,
} from './vibration-input.ts';

export interface ReportVibrationArgs extends VibrationArgs {
  meta: string | undefined;
  output: string | undefined;
  language: Language;
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
  if (!type) throw new VibrationInputError('cli:noise.badLogo', { file: path });
  return `data:${type};base64,${bytes.toString('base64')}`;
}

async function readMeta(
  path: string | undefined,
  t: Translator,
): Promise<{ form: VibrationReportForm; logo?: string }> {
  if (!path) return { form: vibrationReportFormSchema.parse({}) };
  const text = await readFile(path, 'utf8').catch(() => {
    throw new UsageError('cannotRead', { file: path });
  });
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new VibrationInputError('vibration:cli.badMeta', { file: path, reason: 'JSON' });
  }
  const parsed = vibrationReportFormSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.map(String).join('.') ?? '';
    const message = issue?.message ?? '';
    const reason = /^[a-z]+:/.test(message)
      ? t(formMessage(message).key, formMessage(message).values)
      : t(
          issue?.code === 'invalid_type' && 'expected' in issue && issue.expected === 'number'
            ? 'errors:mustBeNumber'
            : 'errors:invalidValue',
        );
    throw new VibrationInputError('vibration:cli.badMeta', { file: path, reason: `${field}: ${reason}` });
  }
  const logo = (raw as { logo?: unknown }).logo;
  return { form: parsed.data, logo: typeof logo === 'string' ? logo : undefined };
}

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
    const { form, logo } = await readMeta(args.meta, t);
    const input = vibrationReportInputOf(c, form, args.language, logo ? await logoDataUrl(logo) : undefined);
    const pdf = await renderPdf(buildVibrationReport(input));
    await writeFile(args.output, pdf);
    io.out(`${t('vibration:cli.reportSaved', { file: args.output, bytes: pdf.length })}\n`);
    return 0;
  });
}
