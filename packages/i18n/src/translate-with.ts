import { formatInterpolatedNumber } from './format/interpolated-number.ts';
import type { Language } from './languages.ts';
import { type Namespace, namespaces, type TranslationTree } from './namespaces.ts';

export type TranslationValues = Record<string, string | number>;

/** One language's texts, every namespace. */
export type LanguageResources = Record<Namespace, TranslationTree>;

/** The texts a translation reads: the language's own and pt-BR's, its fallback. */
export interface TranslationTexts {
  readonly language: Language;
  readonly own: LanguageResources;
  readonly fallback: LanguageResources;
}

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
 * translate() over the texts given: what a caller that loads one language uses (the CLI, whose
 * start would otherwise parse the three languages' texts for one `ohp --help`). This module imports
 * no texts, so a bundle that uses only it carries none.
 */
export function translateWith(texts: TranslationTexts, key: string, values: TranslationValues = {}): string {
  const [ns, path] = splitKey(key);
  const text = lookup(texts.own[ns], path) ?? lookup(texts.fallback[ns], path) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    name in values ? interpolatedValue(texts.language, values[name]) : match,
  );
}

/** Whether `key` has a text of the language itself (not only pt-BR's fallback). */
export function hasTextIn(texts: TranslationTexts, key: string): boolean {
  const [ns, path] = splitKey(key);
  return lookup(texts.own[ns], path) !== undefined;
}

function interpolatedValue(language: Language, value: string | number | undefined): string {
  return typeof value === 'number' ? formatInterpolatedNumber(language, value) : String(value);
}
