import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hasTranslation, languages } from '@ohp/i18n';
import { describe, expect, it } from 'vitest';
import { co2ChartLabels } from './build-co2-report.ts';

// Every literal key the CO2 report uses exists in pt-BR, en and es; the keys built from a value
// (norms, sources, seasons) are listed with all their values.
const here = import.meta.dirname;
const read = (dir: string, names: string[]) =>
  names.map((n) => readFileSync(join(dir, n), 'utf8')).join('\n');

const keys = new Set<string>();
const report = read(
  here,
  readdirSync(here).filter((n) => n.endsWith('.ts') && !n.endsWith('.test.ts')),
);
for (const m of report.matchAll(/\bt\('([a-zA-Z0-9.:]+)'/g)) {
  const key = m[1] as string;
  keys.add(key.includes(':') ? key : `co2:report.${key}`);
}
for (const norm of ['nr15', 'acgih', 'both']) keys.add(`co2:report.norms.${norm}`);
for (const source of ['record', 'csv']) keys.add(`co2:report.sources.${source}`);
for (const season of ['summer', 'winter']) keys.add(`co2:report.seasons.${season}`);

describe('CO2 report texts exist in every language', () => {
  it('found the keys', () => {
    expect(keys.size).toBeGreaterThan(60);
  });
  for (const language of languages) {
    it(language, () => {
      expect([...keys].filter((key) => !hasTranslation(language, key))).toEqual([]);
      const labels = co2ChartLabels((k) => (hasTranslation(language, `co2:report.${k}`) ? 'ok' : k));
      expect(Object.values(labels).filter((v) => typeof v === 'string' && v !== 'ok')).toEqual([]);
    });
  }
});
