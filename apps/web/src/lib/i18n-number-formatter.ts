import { formatInterpolatedNumber } from '@ohp/i18n';
import type { FormatterModule } from 'i18next';

type NamedFormat = (value: unknown, language: string | undefined, options: unknown) => string;

const named = new Map<string, NamedFormat>();

/**
 * i18next's formatter for the app: a number put into a sentence ("{{max}}", "{{value}}") is written
 * in the language ("2.000.000", "0,5" in pt-BR), the same as `translate` of @ohp/i18n writes it on
 * the server, in the CLI and in the PDFs. i18next would write String(value) ("2000000", "0.5").
 * The texts name no format ("{{value, number}}"); a format added by name is applied as i18next's own.
 */
export const numberFormatter: FormatterModule = {
  type: 'formatter',
  init() {},
  add(name, format) {
    named.set(name.toLowerCase().trim(), format);
  },
  addCached(name, makeFormat) {
    named.set(name.toLowerCase().trim(), (value, language, options) => makeFormat(language, options)(value));
  },
  format(value, format, language, options) {
    const byName = format ? named.get(format.toLowerCase().trim()) : undefined;
    if (byName) return byName(value, language, options);
    if (typeof value === 'number') return formatInterpolatedNumber(language ?? 'pt-BR', value);
    return value;
  },
};
