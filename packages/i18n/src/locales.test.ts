import { describe, expect, it } from 'vitest';
import { languages } from './languages.ts';
import { namespaces, resources, type TranslationTree } from './resources.ts';

function flatten(tree: TranslationTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

describe('locales', () => {
  for (const ns of namespaces) {
    it(`namespace "${ns}" has the same keys in every language, none empty`, () => {
      const source = flatten(resources['pt-BR'][ns]);
      for (const language of languages) {
        const keys = flatten(resources[language][ns]);
        const missing = [...source.keys()].filter((k) => !keys.has(k));
        const extra = [...keys.keys()].filter((k) => !source.has(k));
        expect({ language, missing, extra }).toEqual({ language, missing: [], extra: [] });
        const empty = [...keys].filter(([, v]) => v.trim() === '').map(([k]) => k);
        expect({ language, empty }).toEqual({ language, empty: [] });
      }
    });

    it(`namespace "${ns}" uses the same {{placeholders}} in every language`, () => {
      const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
      const source = flatten(resources['pt-BR'][ns]);
      for (const language of languages) {
        const keys = flatten(resources[language][ns]);
        for (const [key, text] of source) {
          const other = keys.get(key);
          if (other === undefined) continue;
          expect({ key, language, p: placeholders(other) }).toEqual({ key, language, p: placeholders(text) });
        }
      }
    });
  }
});
