import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hasTranslation, languages } from '@ohp/i18n';
import { describe, expect, it } from 'vitest';

// Every key the CO2 commands use exists in pt-BR, en and es (the yes/no and reference words are
// chosen from a value, so they are listed by hand).
const dir = join(import.meta.dirname, 'commands');
const source = ['analyze-co2.ts', 'report-co2.ts', 'co2-input.ts']
  .map((name) => readFileSync(join(dir, name), 'utf8'))
  .join('\n');
const keys = new Set<string>(['yes', 'no', 'aboveReference', 'withinReference'].map((k) => `co2:cli.${k}`));
for (const m of source.matchAll(/\bc\('([a-zA-Z0-9.]+)'/g)) keys.add(`co2:cli.${m[1]}`);
for (const m of source.matchAll(/'(co2:[a-zA-Z0-9.]+)'/g)) keys.add(m[1] as string);

describe('CO2 command texts exist in every language', () => {
  it('found the keys', () => {
    expect(keys.size).toBeGreaterThan(20);
  });
  for (const language of languages) {
    it(language, () => {
      expect([...keys].filter((key) => !hasTranslation(language, key))).toEqual([]);
    });
  }
});
