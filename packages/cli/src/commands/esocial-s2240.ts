// `ohp esocial s2240 <measurement file>... --meta s2240.json [--environment production|restricted]
// [--receipt nrRecibo] (-o event.xml | --json)`: the S-2240 event of one worker from measurement files,
// with the same figures as `ohp analyze` and the same builder as the server (docs/esocial.md).
import { readFile, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { readReading } from '@ohp/devices';
import { looksLikeRawAccelerationCsv } from '@ohp/devices/readings';
import {
  brasiliaStamp,
  buildS2240,
  co2Figures,
  EsocialError,
  heatFigures,
  type MeasurementFigures,
  noiseFigures,
  onlyOutsideTable24,
  parseMeta,
  refuse,
  selectAgents,
  vibrationFigures,
} from '@ohp/esocial';
import type { Translator } from '../i18n.ts';
import type { Io } from '../io.ts';
import { UsageError } from '../usage-error.ts';
import { analyzeHeatInput, type HeatArgs } from './heat-input.ts';
import { analyze, NoiseInputError, readNoiseFile } from './noise-input.ts';
import { loadVibrationCase, type VibrationArgs, withVibrationErrors } from './vibration-input.ts';

export interface EsocialS2240Args {
  files: string[];
  meta: string | undefined;
  environment: string | undefined;
  receipt: string | undefined;
  output: string | undefined;
  json: boolean;
  heat: Omit<HeatArgs, 'file' | 'input'>;
  vibration: Omit<VibrationArgs, 'file' | 'input'>;
}

/** verProc: the emitting application and its version (≤ 20 characters). */
export const EMITTER_VERSION = 'ohp-cli 0.1.0';

type Family = 'noise' | 'heat' | 'vibration' | 'co2';

async function familyOf(path: string): Promise<Family> {
  const bytes = await readFile(path).catch(() => {
    throw new UsageError('cannotRead', { file: path });
  });
  if (looksLikeRawAccelerationCsv(bytes.subarray(0, 4096).toString('utf8'))) return 'vibration';
  const read = readReading(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  if (!read.ok) throw new NoiseInputError(read.reason.key, read.reason.values);
  return read.data.domain;
}

/** One file's figures, computed exactly as `ohp analyze <family> <file>` (noise with --preset nho01). */
async function figuresOf(path: string, args: EsocialS2240Args): Promise<MeasurementFigures> {
  const source = { file: basename(path) };
  const family = await familyOf(path);
  if (family === 'noise') {
    // NHO-01 criteria whatever the dosimeter was set to (IN INSS 128/2022: NEN by NHO-01).
    const criteria = {
      preset: 'nho01',
      criterionLevel: undefined,
      exchangeRate: undefined,
      threshold: undefined,
    };
    const result = analyze(
      await readNoiseFile(path),
      { ...criteria, workday: args.vibration.workday },
      'nho01',
    );
    return noiseFigures(result, source);
  }
  if (family === 'vibration')
    return vibrationFigures(
      (await loadVibrationCase({ ...args.vibration, file: path, input: undefined })).assessment,
      source,
    );
  if (family === 'heat') {
    if (args.heat.metabolicRate === undefined)
      refuse('heatNeedsMetabolicRate', '--metabolic-rate', { file: source.file });
    return heatFigures(
      (await analyzeHeatInput({ ...args.heat, file: path, input: undefined })).assessment,
      source,
    );
  }
  return co2Figures(source);
}

async function readMeta(path: string | undefined, today: string) {
  if (!path) return refuse('missing', '--meta');
  const text = await readFile(path, 'utf8').catch(() => {
    throw new UsageError('cannotRead', { file: path });
  });
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return refuse('badMeta', path, { reason: error instanceof Error ? error.message.slice(0, 80) : 'JSON' });
  }
  return parseMeta(raw, today);
}

async function run(args: EsocialS2240Args, t: Translator, io: Io): Promise<number> {
  if (args.files.length === 0) refuse('noMeasurements', '<measurement file>');
  if (!args.json && !args.output) throw new UsageError('missingOutput');
  const environment = args.environment ?? 'production';
  if (environment !== 'production' && environment !== 'restricted')
    return refuse('badChoice', '--environment', { options: 'production, restricted' });
  const now = new Date();
  // The user's calendar is Brasília's: a start date is "in the future" by that clock.
  const stamp = brasiliaStamp(now);
  const today = `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}`;
  const meta = await readMeta(args.meta, today);
  const figures: MeasurementFigures[] = [];
  for (const file of args.files) figures.push(await figuresOf(file, args));
  if (onlyOutsideTable24(figures)) refuse('onlyCo2', '<measurement file>');
  const selection = selectAgents(figures);
  if (args.json) {
    const agents = selection.agents.map((a) => ({
      code: a.code,
      intensity: a.intensity,
      unit: a.unit,
      limit: a.limit,
      technique: a.technique,
      sourceFile: a.source?.file ?? null,
    }));
    io.out(`${JSON.stringify({ agents }, null, 2)}\n`);
    return 0;
  }
  const xml = buildS2240(meta, selection.agents, {
    environment,
    receipt: args.receipt ?? null,
    generatedAt: now,
    sequence: 1,
    version: EMITTER_VERSION,
  });
  await writeFile(args.output as string, xml);
  for (const o of selection.omitted)
    io.out(
      `! ${t(`esocial:cli.omitted.${o.reason}`, { source: o.source.file ?? '', dose: o.reason === 'belowActionLevel' ? o.dailyDosePct : '' })}\n`,
    );
  io.out(
    `${t('esocial:cli.written', { file: args.output as string, agents: selection.agents.map((a) => a.code).join(', ') })}\n`,
  );
  return 0;
}

/** Keyed refusals (eSocial, vibration) are printed translated, exit 1, nothing written. */
export function esocialS2240(args: EsocialS2240Args, t: Translator, io: Io): Promise<number> {
  return withVibrationErrors(t, io.err, async () => {
    try {
      return await run(args, t, io);
    } catch (error) {
      if (error instanceof EsocialError) {
        io.err(`${t('errorPrefix')} ${t(error.key, error.values)}\n`);
        return 1;
      }
      throw error;
    }
  });
}
