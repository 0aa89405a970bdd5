// `ohp stats … --report out.pdf [--meta meta.json]`: the GHE statistics report of the same figures.
import { writeFile } from 'node:fs/promises';
import { type ExposureStatistics, type NoiseStatistics, StatisticsError } from '@ohp/exposure';
import type { Language } from '@ohp/i18n';
import {
  buildStatisticsReport,
  type StatisticsReportForm,
  type StatisticsReportInput,
  statisticsReportFormSchema,
} from '@ohp/reports';
import { renderPdf } from '@ohp/reports/render/node';
import type { Translator } from '../i18n.ts';
import { checkMeta, logoDataUrl, logoPathOf, type MetaKeys, readMetaJson } from './report-meta.ts';

const metaKeys: MetaKeys = { badMeta: 'statistics:errors.badMeta', badLogo: 'statistics:errors.badLogo' };
const metaError = (key: string, values: Record<string, string | number>) =>
  new StatisticsError(key as `statistics:errors.${string}`, values);

export interface StatsReportArgs {
  output: string;
  meta: string | undefined;
  language: Language;
  /** The values as given (levels in dB(A) for noise), in order. */
  values: number[];
  oel: number;
  exchangeRate: 3 | 5 | undefined;
}

async function readForm(
  path: string | undefined,
  t: Translator,
): Promise<{ form: StatisticsReportForm; logo?: string }> {
  const raw = await readMetaJson(path, metaKeys, metaError);
  if (!path) return { form: {} };
  const form = checkMeta(statisticsReportFormSchema.safeParse(raw), path, t, metaKeys, metaError);
  const logo = logoPathOf(raw);
  return { form, ...(logo ? { logo: await logoDataUrl(logo, metaKeys, metaError) } : {}) };
}

/** Builds and writes the PDF; resolves with its size in bytes. */
export async function writeStatsReport(
  args: StatsReportArgs,
  statistics: ExposureStatistics | NoiseStatistics,
  t: Translator,
): Promise<number> {
  const { form, logo } = await readForm(args.meta, t);
  const details = form.measurements ?? [];
  if (details.length > 0 && details.length !== args.values.length) {
    throw new StatisticsError('statistics:errors.metaMeasurements', {
      count: details.length,
      values: args.values.length,
    });
  }
  const noise = args.exchangeRate !== undefined;
  const input: StatisticsReportInput = {
    language: args.language,
    generatedAt: new Date(),
    ...(logo ? { logoDataUrl: logo } : {}),
    group: form.group ?? { name: '-' },
    workers: form.workers ?? [],
    agent: {
      name: form.agent?.name ?? (noise ? t('statistics:report.noiseAgent') : '-'),
      unit: noise ? 'dB(A)' : (form.agent?.unit ?? ''),
    },
    oel: args.oel,
    ...(args.exchangeRate !== undefined ? { noise: { exchangeRate: args.exchangeRate } } : {}),
    measurements: [
      ...args.values.map((value, i) => ({ value, ...details[i] })),
      ...(form.excluded ?? []).map(({ reason, ...m }) => ({ ...m, excludedReason: reason })),
    ],
    statistics,
    ...(form.evaluator ? { evaluator: form.evaluator } : {}),
  };
  const pdf = await renderPdf(buildStatisticsReport(input));
  await writeFile(args.output, pdf);
  return pdf.length;
}
