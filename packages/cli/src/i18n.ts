// The errors module alone: `ohp --help` loads no device code.
import { isDeviceError } from '@ohp/devices/errors';
import {
  formatInterpolatedNumber,
  type Language,
  loadTranslationTexts,
  resolveLanguage,
  type TranslationTexts,
  type TranslationValues,
  translateWith,
} from '@ohp/i18n';

export type Translator = ((key: string, values?: TranslationValues) => string) & { language?: Language };

/** Language from --lang, else LANG / LC_ALL (pt_BR.UTF-8 → pt-BR), else pt-BR. */
export function pickLanguage(flag: string | undefined, env: NodeJS.ProcessEnv = process.env): Language {
  const fromEnv = (env.LC_ALL || env.LANG || '').split('.')[0]?.replace('_', '-');
  return resolveLanguage(flag, fromEnv);
}

/**
 * The CLI's texts in `language`, pt-BR's as fallback: only those two are loaded (the three languages'
 * texts, ~430 KB of JavaScript, cost ~40 ms of every command's start, `ohp --help` included).
 */
export async function loadTranslator(language: Language): Promise<Translator> {
  return translator(await loadTranslationTexts(language));
}

export function translator(texts: TranslationTexts): Translator {
  const t: Translator = (key, values) => translateWith(texts, key.includes(':') ? key : `cli:${key}`, values);
  t.language = texts.language;
  return t;
}

/**
 * A figure of a text table in the CLI's language, with all its digits ("42,14" and "1.440" in pt-BR),
 * as the translated sentences write theirs; `--json` keeps plain numbers.
 */
export function figure(t: Translator, value: number | null | undefined): string {
  if (value === null || value === undefined) return '-';
  return formatInterpolatedNumber(t.language ?? 'pt-BR', value);
}

/** The by-day sentence: calendar days, or 24-h periods from the file's start for days without a date. */
export function byDayKey(days: ReadonlyArray<{ date: string | null }>): string {
  return days[0]?.date === null ? 'longRecords:byDayFromStart' : 'longRecords:byDay';
}

/** A message for any failure: DeviceErrors are translated, anything else shows its message. */
export function describeError(t: Translator, error: unknown): string {
  if (isDeviceError(error)) return t(error.key, error.values);
  return error instanceof Error ? error.message : String(error);
}
