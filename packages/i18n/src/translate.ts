import { formatInterpolatedNumber } from './format/interpolated-number.ts';
import { defaultLanguage, type Language } from './languages.ts';
import { type Namespace, namespaces, resources, type TranslationTree } from './resources.ts';

export type TranslationValues = Record<string, string | number>;

function lookup(tree: TranslationTree | undefined, path: string): string | undefined {
  let node: string | TranslationTree | undefined = tree;
  for (const part of path.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function splitKey(key: string): [Namespace, string] {
  const colon = key.indexOf(':');
  if (colon > 0) {
    const ns = key.slice(0, colon);
    if ((namespaces as readonly string[]).includes(ns)) return [ns as Namespace, key.slice(colon + 1)];
  }
  return ['common', key];
}

/**
 * Translates "namespace:path.to.key" (same syntax as i18next) outside React: server answers,
 * e-mails, PDF reports and the CLI. Interpolates {{name}} placeholders. Falls back to pt-BR,
 * then to the key itself so a missing text is visible, never blank. A number is written in the
 * language ("2.000.000", "0,5" in pt-BR), as the web app's i18next writes it.
 */
export function translate(language: Language, key: string, values: TranslationValues = {}): string {
  const [ns, path] = splitKey(key);
  const text = lookup(resources[language][ns], path) ?? lookup(resources[defaultLanguage][ns], path) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    name in values ? interpolatedValue(language, values[name]) : match,
  );
}

function interpolatedValue(language: Language, value: string | number | undefined): string {
  return typeof value === 'number' ? formatInterpolatedNumber(language, value) : String(value);
}

export function hasTranslation(language: Language, key: string): boolean {
  const [ns, path] = splitKey(key);
  return lookup(resources[language][ns], path) !== undefined;
}
