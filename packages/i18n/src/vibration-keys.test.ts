import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages } from './languages.ts';
import { hasTranslation } from './translate.ts';

const root = join(import.meta.dirname, '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

// The vibration code lives in several packages; every 'vibration:…' key it names, and every code of
// the raw CSV reader and the judgement classes, must exist in each language.
describe('every vibration translation key exists in pt-BR, en and es', () => {
  const files = [
    ...sources(join(root, 'exposure/src/vibration')),
    ...sources(join(root, 'devices/src/readings/vibration')),
    ...sources(join(root, 'reports/src/vibration')),
    ...sources(join(root, 'cli/src/commands')).filter((f) => f.includes('vibration')),
  ];
  const keys = new Set<string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/'(vibration:[a-zA-Z0-9.-]+[a-zA-Z0-9])'/g)) keys.add(m[1] as string);
    for (const m of text.matchAll(/\| '([a-zA-Z]+)'/g))
      if (file.endsWith('raw-csv-error.ts')) keys.add(`vibration:csv.${m[1]}`);
    for (const m of text.matchAll(/t\('((?:sections|fields|components|results|signal|charts)\.[a-zA-Z.]+)'/g))
      keys.add(`vibration:report.${m[1]}`);
  }
  for (const j of ['acceptable', 'action_level', 'uncertainty', 'above_limit'])
    keys.add(`vibration:judgement.${j}`).add(`vibration:action.${j}`);
  it('found the keys', () => {
    expect(keys.size).toBeGreaterThan(60);
  });
  for (const language of languages) {
    it(language, () => {
      expect([...keys].filter((key) => !hasTranslation(language, key))).toEqual([]);
    });
  }
});
