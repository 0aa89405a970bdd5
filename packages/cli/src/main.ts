import { parseArgs } from 'node:util';
import { deviceFamilies } from '@ohp/contracts';
// The error class alone: the signing code (pkijs, node-forge) loads only when a report is signed.
import { SigningError } from '@ohp/reports/signing/error';
import { NoiseInputError } from './commands/noise-input-error.ts';
import { reportSignArgs, SigningUsageError } from './commands/report-sign-args.ts';
import { describeError, loadTranslator, pickLanguage, type Translator } from './i18n.ts';
import { type Io, processIo } from './io.ts';
import { UsageError } from './usage-error.ts';

const options = {
  lang: { type: 'string' },
  port: { type: 'string', short: 'p' },
  json: { type: 'boolean', default: false },
  record: { type: 'string', short: 'r' },
  output: { type: 'string', short: 'o' },
  type: { type: 'string', short: 't' },
  pty: { type: 'boolean', default: false },
  link: { type: 'string' },
  slow: { type: 'boolean', default: false },
  reset: { type: 'boolean', default: false },
  seed: { type: 'string', default: '1' },
  preset: { type: 'string' },
  'criterion-level': { type: 'string' },
  'exchange-rate': { type: 'string' },
  threshold: { type: 'string' },
  workday: { type: 'string' },
  meta: { type: 'string' },
  input: { type: 'string' },
  norm: { type: 'string' },
  'metabolic-rate': { type: 'string' },
  workload: { type: 'string' },
  rest: { type: 'string' },
  'solar-load': { type: 'boolean', default: false },
  hood: { type: 'boolean', default: false },
  unit: { type: 'string' },
  evaluation: { type: 'string' },
  exposure: { type: 'string' },
  bands: { type: 'string' },
  oel: { type: 'string' },
  values: { type: 'string' },
  report: { type: 'string' },
  environment: { type: 'string' },
  receipt: { type: 'string' },
  sign: { type: 'string' },
  'sign-password-env': { type: 'string' },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

type Values = ReturnType<typeof parseArgs<{ options: typeof options; allowPositionals: true }>>['values'];
type Command = (values: Values, t: Translator, io: Io, positionals: string[]) => Promise<number>;

const device = (values: Values) => ({
  port: values.port,
  json: values.json ?? false,
  record: values.record,
  output: values.output,
});

const noiseCriteria = (values: Values) => ({
  preset: values.preset,
  criterionLevel: values['criterion-level'],
  exchangeRate: values['exchange-rate'],
  threshold: values.threshold,
  workday: values.workday,
});

/** What every `ohp report` takes: its metadata, output, language and signing flags. */
const reportArgs = (values: Values) => ({
  meta: values.meta,
  output: values.output,
  language: pickLanguage(values.lang),
  sign: reportSignArgs(values),
});

const heatArgs = (values: Values, p: string[]) => ({
  file: p[2],
  input: values.input,
  norm: values.norm,
  metabolicRate: values['metabolic-rate'],
  workload: values.workload,
  rest: values.rest,
  solarLoad: values['solar-load'] ?? false,
  hood: values.hood ?? false,
  unit: values.unit,
});

const vibrationArgs = (values: Values, p: string[]) => ({
  file: p[2],
  input: values.input,
  evaluation: values.evaluation,
  workday: values.workday,
  exposure: values.exposure,
  bands: values.bands,
});

const deviceCommands = () => import('./commands/device.ts');

/**
 * Command table: "<group> <name>" → handler. Each command's module is imported when it runs, so
 * `ohp --help` and every command load only their own code (the whole CLI took ~145 ms to load).
 */
export const commands: Record<string, Command> = {
  emulate: async (v, t, io) =>
    (await import('./commands/emulate.ts')).emulate(
      {
        type: v.type,
        pty: v.pty ?? false,
        link: v.link,
        slow: v.slow ?? false,
        reset: v.reset ?? false,
        seed: Number(v.seed ?? 1),
      },
      t,
      io,
    ),
  'device info': async (v, t, io) => (await deviceCommands()).deviceInfo(device(v), t, io),
  'device records': async (v, t, io) => (await deviceCommands()).deviceRecords(device(v), t, io),
  'device read': async (v, t, io) => (await deviceCommands()).deviceRead(device(v), t, io),
  'device config': async (v, t, io) => (await deviceCommands()).deviceConfig(device(v), t, io),
  'analyze noise': async (v, t, io, p) =>
    (await import('./commands/analyze-noise.ts')).analyzeNoise(
      { ...noiseCriteria(v), file: p[2], json: v.json ?? false },
      t,
      io,
    ),
  'analyze co2': async (v, t, io, p) =>
    (await import('./commands/analyze-co2.ts')).analyzeCo2Command(
      { file: p[2], workday: v.workday, json: v.json ?? false },
      t,
      io,
    ),
  'report co2': async (v, t, io, p) =>
    (await import('./commands/report-co2.ts')).reportCo2(
      {
        file: p[2],
        ...reportArgs(v),
        workday: v.workday,
      },
      t,
      io,
    ),
  'analyze heat': async (v, t, io, p) =>
    (await import('./commands/analyze-heat.ts')).analyzeHeat(
      { ...heatArgs(v, p), json: v.json ?? false },
      t,
      io,
    ),
  'report heat': async (v, t, io, p) =>
    (await import('./commands/report-heat.ts')).reportHeat(
      {
        ...heatArgs(v, p),
        ...reportArgs(v),
      },
      t,
      io,
    ),
  'analyze vibration': async (v, t, io, p) =>
    (await import('./commands/analyze-vibration.ts')).analyzeVibration(
      { ...vibrationArgs(v, p), json: v.json ?? false },
      t,
      io,
    ),
  'report vibration': async (v, t, io, p) =>
    (await import('./commands/report-vibration.ts')).reportVibration(
      {
        ...vibrationArgs(v, p),
        ...reportArgs(v),
      },
      t,
      io,
    ),
  stats: async (v, t, io) =>
    (await import('./commands/stats.ts')).stats(
      {
        oel: v.oel,
        values: v.values,
        unit: v.unit,
        exchangeRate: v['exchange-rate'],
        json: v.json ?? false,
        language: pickLanguage(v.lang),
        report: v.report,
        meta: v.meta,
      },
      t,
      io,
    ),
  'esocial s2240': async (v, t, io, p) =>
    (await import('./commands/esocial-s2240.ts')).esocialS2240(
      {
        files: p.slice(2),
        meta: v.meta,
        environment: v.environment,
        receipt: v.receipt,
        output: v.output,
        json: v.json ?? false,
        heat: heatArgs(v, p),
        vibration: vibrationArgs(v, p),
      },
      t,
      io,
    ),
  'report noise': async (v, t, io, p) =>
    (await import('./commands/report-noise.ts')).reportNoise(
      {
        ...noiseCriteria(v),
        file: p[2],
        ...reportArgs(v),
      },
      t,
      io,
    ),
};

function findCommand(positionals: string[]): Command | undefined {
  return commands[positionals.slice(0, 2).join(' ')] ?? commands[positionals[0] ?? ''];
}

/** Runs `ohp` with `argv` (without node and script); resolves with the exit code. */
export async function main(argv: string[], io: Io = processIo): Promise<number> {
  let parsed: ReturnType<typeof parseArgs<{ options: typeof options; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  } catch (error) {
    const t = await loadTranslator(pickLanguage(undefined));
    io.err(
      `${t('usage.badArguments', { reason: error instanceof Error ? error.message : String(error) })}\n${t('usage.help', { families: deviceFamilies.join(', ') })}\n`,
    );
    return 2;
  }
  const t = await loadTranslator(pickLanguage(parsed.values.lang));
  const command = findCommand(parsed.positionals);
  if (parsed.values.help || !command) {
    (command || parsed.values.help ? io.out : io.err)(
      `${t('usage.help', { families: deviceFamilies.join(', ') })}\n`,
    );
    return command || parsed.values.help ? 0 : 2;
  }
  try {
    return await command(parsed.values, t, io, parsed.positionals);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${t(`usage.${error.key}`, error.values)}\n`);
      return 2;
    }
    if (error instanceof SigningUsageError) {
      io.err(`${t(error.key, error.values)}\n`);
      return 2;
    }
    if (error instanceof SigningError) {
      io.err(`${t('errorPrefix')} ${t(error.key, error.values)}\n`);
      return 1;
    }
    if (error instanceof NoiseInputError) {
      io.err(`${t('errorPrefix')} ${t(error.key, error.values)}\n`);
      return 1;
    }
    io.err(`${t('errorPrefix')} ${describeError(t, error)}\n`);
    return 1;
  }
}
